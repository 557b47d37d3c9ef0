import { renderBackOfficeAt } from './app-harness';
import { createMockBackOffice } from './mock-backend';
import type { MockBackOfficeOptions } from './mock-backend';

/**
 * One story: the whole back office at a path, signed in as an operator of the mock (null: at the login
 * page), its API answered by the mock with `options` applied.
 */
export function mockStory(path: string, operator: string | null, options: MockBackOfficeOptions = {}) {
  const mock = createMockBackOffice(options);
  return {
    render: renderBackOfficeAt(path, operator ? mock.signIn(operator) : null),
    parameters: { msw: { handlers: mock.handlers } },
  };
}
