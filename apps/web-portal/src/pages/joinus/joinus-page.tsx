// The 'joinus' page group (/join, /feedback): the join-us lib's pages, in one lazy chunk with their messages.
export { JoinPage, FeedbackPage } from '@playfront/join-us';
