import { api } from '@playfront/api-client';
import type { AdminPaymentChannelList, ChannelPayee, ChannelPayeeRequest } from '@playfront/api-contract';
import { touched } from './operator-api';

/** The deposit channels and where members pay into them (docs/api.md, "Back-office operators"). */
export const channelsApi = api
  .enhanceEndpoints({ addTagTypes: ['PaymentChannels', 'Audit', 'Dashboard'] })
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
    }),
  });

export const { usePaymentChannelsQuery, useSetChannelPayeeMutation } = channelsApi;
