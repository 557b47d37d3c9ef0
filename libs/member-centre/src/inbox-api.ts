import { api } from '@playfront/api-client';
import type {
  InboxMessageDetail,
  MessageChange,
  MessageIdsRequest,
  MessagePage,
  MessageQuery,
} from '@playfront/api-contract';

/**
 * The inbox calls of the member centre (platform information). Reading, marking and deleting change the
 * header's unread count: they refresh the 'Unread' tag. Opening a message marks it read in the cached
 * pages in place (a message opened under the Unread filter stays open until the page is left).
 */
export const inboxApi = api.enhanceEndpoints({ addTagTypes: ['Messages'] }).injectEndpoints({
  endpoints: (build) => ({
    getMessages: build.query<MessagePage, MessageQuery>({
      query: (params) => ({ url: '/wps/messages', params: { ...params } }),
      providesTags: ['Messages'],
    }),
    getMessage: build.query<InboxMessageDetail, number>({
      query: (id) => `/wps/messages/${id}`,
      async onQueryStarted(id, { dispatch, getState, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (!data) return;
        let wasUnread = false;
        for (const args of inboxApi.util.selectCachedArgsForQuery(getState(), 'getMessages')) {
          dispatch(
            inboxApi.util.updateQueryData('getMessages', args, (draft) => {
              const row = draft.list.find((message) => message.id === id);
              if (row && !row.read) {
                row.read = true;
                draft.unread = Math.max(0, draft.unread - 1);
                wasUnread = true;
              }
            }),
          );
        }
        if (wasUnread) dispatch(api.util.invalidateTags(['Unread']));
      },
    }),
    markMessagesRead: build.mutation<MessageChange, MessageIdsRequest>({
      query: (body) => ({ url: '/wps/messages/read', method: 'POST', body }),
      invalidatesTags: ['Messages', 'Unread'],
    }),
    deleteMessage: build.mutation<MessageChange, number>({
      query: (id) => ({ url: `/wps/messages/${id}`, method: 'DELETE' }),
      invalidatesTags: ['Messages', 'Unread'],
    }),
  }),
});

export const {
  useGetMessagesQuery,
  useGetMessageQuery,
  useMarkMessagesReadMutation,
  useDeleteMessageMutation,
} = inboxApi;
