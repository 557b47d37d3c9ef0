// Test and story entry of @playfront/content (`@playfront/content/testing`): the fixtures and MSW handlers
// of its calls, shared by its specs, its stories and those of the libs and app that show its parts.
export { bannerHandlers, bannersFixture, helpFixture, noticeFixture } from './testing/fixtures';
