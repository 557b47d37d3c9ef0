import { screen } from '@testing-library/react';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { okReply, renderWithProviders } from '@playfront/api-client/testing';
import { useFlag, useFlags } from './flags';

const leaf = (modId: string, enabled: 0 | 1) => ({ modId, enabled, childrenNodes: [] });
const server = setupServer(
  http.get('*/wps/system/whitelabel', () =>
    okReply([
      { modId: 'REGISTRATION', enabled: 1, childrenNodes: [leaf('DIRECTREG3', 1), leaf('MOBILENUMREG3', 0)] },
      { modId: 'PLAY', enabled: 0, childrenNodes: [leaf('FREEPLAY3', 1)] },
    ]),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function FreeDemoLink() {
  return useFlag('DIRECTREG3') ? <a href="/register">Register</a> : null;
}

function FlagList() {
  const flags = useFlags(['DIRECTREG3', 'MOBILENUMREG3', 'FREEPLAY3']);
  return <output>{JSON.stringify(flags)}</output>;
}

describe('useFlag', () => {
  it('shows a control once the settings tree says its flag is on', async () => {
    await renderWithProviders(<FreeDemoLink />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Register' })).toBeInTheDocument();
  });

  it('reads several flags, a flag in a disabled group being off', async () => {
    await renderWithProviders(<FlagList />);
    expect(
      await screen.findByText('{"DIRECTREG3":true,"MOBILENUMREG3":false,"FREEPLAY3":false}'),
    ).toBeInTheDocument();
  });
});
