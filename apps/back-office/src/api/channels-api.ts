import { api } from '@playfront/api-client';
import type {
  AdminPaymentChannelList,
  ChannelPayee,
  ChannelPayeeRequest,
  ChannelTextsReply,
  ChannelTextsRequest,
  ContentLanguageCode,
} from '@playfront/api-contract';
import { touched } from './operator-api';

/** The deposit channels and where members pay into them (docs/api.md, "Back-office operators"). */
export const channelsApi = api
  .enhanceEndpoints({ addTagTypes: ['PaymentChannels', 'ChannelTexts', 'Audit', 'Dashboard'] })
  .injectEndpoints({
    endpoints: (build) => ({
      paymentChannels: build.query<AdminPaymentChannelList, void>({
        query: () => '/wps/admin/payment-channels',
        providesTags: ['PaymentChannels'],
      }),
      setChannelPayee: build.mutation<ChannelPayee, { code: string; body: ChannelPayeeRequest }>({
        query: ({ code, body }) => ({
          url: `/wps/admin/payment-channels/${encodeURIComponent(code)}/payee`,
          method: 'PUT',
          body,
        }),
        invalidatesTags: ['PaymentChannels', ...touched],
      }),
      channelTexts: build.query<ChannelTextsReply, string>({
        query: (code) => `/wps/admin/payment-channels/${encodeURIComponent(code)}/texts`,
        providesTags: (_reply, _error, code) => [{ type: 'ChannelTexts', id: code }],
      }),
      setChannelTexts: build.mutation<
        ChannelTextsReply,
        { code: string; language: ContentLanguageCode; body: ChannelTextsRequest }
      >({
        query: ({ code, language, body }) => ({
          url: `/wps/admin/payment-channels/${encodeURIComponent(code)}/texts/${language}`,
          method: 'PUT',
          body,
        }),
        // English is also the channel's own name, shown in the list.
        invalidatesTags: (_reply, _error, { code }) => [
          { type: 'ChannelTexts', id: code },
          'PaymentChannels',
          ...touched,
        ],
      }),
    }),
  });

export const {
  usePaymentChannelsQuery,
  useSetChannelPayeeMutation,
  useChannelTextsQuery,
  useSetChannelTextsMutation,
} = channelsApi;
