import { api } from '@playfront/api-client';
import type {
  AdminApplicationPage,
  AdminApplicationQuery,
  AdminFeedback,
  AdminFeedbackPage,
  AdminFeedbackQuery,
  ApproveApplicationRequest,
  FeedbackConfig,
  SupportQuestionBounds,
  JoinDecision,
} from '@playfront/api-contract';
import { touched } from './operator-api';

/**
 * Members' feedback and affiliate applications (docs/api.md, "Feedback" and "Join us"), on the one api of
 * api-client, beside the calls of operator-api.ts.
 */
export const supportApi = api
  .enhanceEndpoints({ addTagTypes: ['Feedback', 'FeedbackConfig', 'Applications', 'Audit', 'Dashboard'] })
  .injectEndpoints({
    endpoints: (build) => ({
      feedback: build.query<AdminFeedbackPage, AdminFeedbackQuery>({
        query: (params) => ({ url: '/wps/admin/feedback', params }),
        providesTags: ['Feedback'],
      }),
      replyFeedback: build.mutation<AdminFeedback, { id: number; reply: string }>({
        query: ({ id, reply }) => ({
          url: `/wps/admin/feedback/${id}/reply`,
          method: 'POST',
          body: { reply },
        }),
        invalidatesTags: ['Feedback', ...touched],
      }),
      feedbackConfig: build.query<FeedbackConfig, void>({
        query: () => '/wps/feedback/config',
        providesTags: ['FeedbackConfig'],
      }),
      setSupportQuestion: build.mutation<SupportQuestionBounds, SupportQuestionBounds>({
        query: (body) => ({ url: '/wps/admin/setting/support-question', method: 'PUT', body }),
        invalidatesTags: ['FeedbackConfig', ...touched],
      }),
      applications: build.query<AdminApplicationPage, AdminApplicationQuery>({
        query: (params) => ({ url: '/wps/admin/affiliate-applications', params }),
        providesTags: ['Applications'],
      }),
      approveApplication: build.mutation<JoinDecision, { reference: string } & ApproveApplicationRequest>({
        query: ({ reference, ...body }) => ({
          url: `/wps/admin/affiliate-applications/${encodeURIComponent(reference)}/approve`,
          method: 'POST',
          body,
        }),
        invalidatesTags: ['Applications', ...touched],
      }),
      rejectApplication: build.mutation<JoinDecision, { reference: string; reason: string }>({
        query: ({ reference, reason }) => ({
          url: `/wps/admin/affiliate-applications/${encodeURIComponent(reference)}/reject`,
          method: 'POST',
          body: { reason },
        }),
        invalidatesTags: ['Applications', ...touched],
      }),
    }),
  });

export const {
  useFeedbackQuery,
  useReplyFeedbackMutation,
  useFeedbackConfigQuery,
  useSetSupportQuestionMutation,
  useApplicationsQuery,
  useApproveApplicationMutation,
  useRejectApplicationMutation,
} = supportApi;
