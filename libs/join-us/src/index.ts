export { JoinPage } from './join-page';
export { FeedbackPage } from './feedback-page';
export { StatusCard } from './status-card';
export {
  joinApi,
  useApplyAffiliateMutation,
  useGetFeedbackConfigQuery,
  useGetMyApplicationsQuery,
  useGetMyFeedbackQuery,
  useLazyGetApplicationStatusQuery,
  useSendFeedbackMutation,
} from './join-api';
export type { FeedbackSend } from './join-api';
export { checkApplication, checkFeedback } from './validate';
export type { ApplicationDraft, FeedbackDraft, FieldProblem, Problems } from './validate';
export { JoinStyles } from './styles';
