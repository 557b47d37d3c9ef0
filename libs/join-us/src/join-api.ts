import { api } from '@playfront/api-client';
import type {
  AffiliateApplicationList,
  AffiliateApplicationRequest,
  AffiliateApplicationView,
  FeedbackConfig,
  FeedbackSent,
  MyFeedbackPage,
  JoinStatusQuery,
} from '@playfront/api-contract';

/** A feedback as the form sends it: the texts and up to 3 images, as multipart form data. */
export interface FeedbackSend {
  content: string;
  category: string;
  contact: string;
  images: File[];
}

/** The join-us and feedback calls of docs/api.md ("Join us", "Feedback"), on the one api of the portal. */
export const joinApi = api
  .enhanceEndpoints({ addTagTypes: ['JoinApplications', 'MyFeedback'] })
  .injectEndpoints({
    endpoints: (build) => ({
      applyAffiliate: build.mutation<AffiliateApplicationView, AffiliateApplicationRequest>({
        query: (body) => ({ url: '/wps/affiliate-applications', method: 'PUT', body }),
        invalidatesTags: ['JoinApplications'],
      }),
      getApplicationStatus: build.query<AffiliateApplicationView, JoinStatusQuery>({
        query: ({ reference, contact }) => ({
          url: '/wps/affiliate-applications/status',
          params: { reference, contact },
        }),
      }),
      getMyApplications: build.query<AffiliateApplicationList, void>({
        query: () => '/wps/affiliate-applications/mine',
        providesTags: ['JoinApplications'],
      }),
      getFeedbackConfig: build.query<FeedbackConfig, void>({
        query: () => '/wps/feedback/config',
      }),
      sendFeedback: build.mutation<FeedbackSent, FeedbackSend>({
        query: ({ content, category, contact, images }) => {
          const body = new FormData();
          body.append('content', content);
          if (category) body.append('category', category);
          if (contact) body.append('contact', contact);
          for (const image of images) body.append('proof', image);
          return { url: '/wps/feedback', method: 'PUT', body };
        },
        invalidatesTags: ['MyFeedback'],
      }),
      getMyFeedback: build.query<MyFeedbackPage, { page: number }>({
        query: ({ page }) => ({ url: '/wps/feedback/mine', params: { page, size: 10 } }),
        providesTags: ['MyFeedback'],
      }),
    }),
  });

export const {
  useApplyAffiliateMutation,
  useLazyGetApplicationStatusQuery,
  useGetMyApplicationsQuery,
  useGetFeedbackConfigQuery,
  useSendFeedbackMutation,
  useGetMyFeedbackQuery,
} = joinApi;
