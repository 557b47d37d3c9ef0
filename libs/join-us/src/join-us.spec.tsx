import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { errorReply, okReply } from '@playfront/api-client/testing';
import type { AffiliateApplicationRequest, FeedbackConfig } from '@playfront/api-contract';
import { renderAuth, storyHandlers } from '@playfront/auth-session/testing';
import { FeedbackPage, JoinPage, checkApplication, checkFeedback } from './index';

const config: FeedbackConfig = {
  categories: ['suggestion', 'problem', 'payment', 'game', 'question', 'other'],
  maxChars: 140,
  maxImages: 3,
  maxImageBytes: 5 * 1024 * 1024,
  question: { minWords: 3, maxWords: 30 },
};

const applied: AffiliateApplicationRequest[] = [];
/** The Authorization header of every feedback image call. */
const imageCalls: Array<string | null> = [];
const pngBytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const sentFeedback: Array<Record<string, unknown>> = [];
const handlers = () => [
  ...storyHandlers(),
  http.put('*/wps/affiliate-applications', async ({ request }) => {
    applied.push((await request.json()) as AffiliateApplicationRequest);
    return okReply({
      reference: 'JAABCD2345',
      name: 'Linh',
      status: 'PENDING',
      reason: null,
      username: null,
      sentTo: null,
      createdAt: Date.UTC(2026, 10, 25),
      decidedAt: null,
    });
  }),
  http.get('*/wps/affiliate-applications/status', ({ request }) => {
    const url = new URL(request.url);
    if (url.searchParams.get('contact') !== 'linh@example.com') return errorReply(404, 'not_found');
    return okReply({
      reference: url.searchParams.get('reference'),
      name: 'Linh',
      status: 'REJECTED',
      reason: 'Not our market',
      username: null,
      sentTo: null,
      createdAt: Date.UTC(2026, 10, 25),
      decidedAt: Date.UTC(2026, 10, 26),
    });
  }),
  http.get('*/wps/affiliate-applications/mine', () => okReply({ list: [] })),
  http.get('*/wps/feedback/config', () => okReply(config)),
  http.put('*/wps/feedback', async ({ request }) => {
    const form = await request.formData();
    sentFeedback.push({
      content: form.get('content'),
      category: form.get('category'),
      images: form.getAll('proof').length,
    });
    return okReply({ id: 7 });
  }),
  // The member's own images: only with the member's session; the second one is gone (404).
  http.get('*/wps/feedback/:id/images/:fileName', ({ request, params }) => {
    const authorization = request.headers.get('Authorization');
    imageCalls.push(authorization);
    if (authorization !== 'Bearer t' || params['fileName'] === 'gone.png')
      return errorReply(404, 'not_found');
    return new HttpResponse(pngBytes, { headers: { 'content-type': 'image/png' } });
  }),
  http.get('*/wps/feedback/mine', () =>
    okReply({
      list: [
        {
          id: 4,
          category: 'payment',
          content: 'The deposit shows twice',
          contact: null,
          images: [
            { fileName: 'a1.png', url: '/wps/feedback/4/images/a1.png' },
            { fileName: 'gone.png', url: '/wps/feedback/4/images/gone.png' },
          ],
          reply: null,
          repliedAt: null,
          createdAt: Date.UTC(2026, 10, 26),
        },
        {
          id: 3,
          category: 'problem',
          content: 'The deposit page froze',
          contact: null,
          images: [],
          reply: 'Fixed today, thank you.',
          repliedAt: Date.UTC(2026, 10, 25),
          createdAt: Date.UTC(2026, 10, 24),
        },
      ],
      total: 2,
      page: 1,
      size: 10,
    }),
  ),
];
const server = setupServer(...handlers());
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
// jsdom has no object URLs; the previews only need a distinct address per file.
beforeAll(() => {
  let n = 0;
  URL.createObjectURL = () => `blob:preview-${++n}`;
  URL.revokeObjectURL = () => undefined;
});
beforeEach(() => {
  applied.length = 0;
  imageCalls.length = 0;
  sentFeedback.length = 0;
  server.resetHandlers(...handlers());
});
afterAll(() => server.close());

describe('checkApplication', () => {
  const draft = {
    name: 'Linh',
    email: '',
    mobile: '',
    trafficChannels: ['social'],
    playersPerMonth: '100',
    message: '',
  };
  it('needs a contact, a valid e-mail or mobile, a source of players and a whole number', () => {
    expect(checkApplication(draft)).toEqual({ contact: { key: 'join_contact_required' } });
    expect(
      checkApplication({ ...draft, email: 'x@', mobile: '0912', trafficChannels: [], playersPerMonth: '' }),
    ).toEqual({
      email: { key: 'join_email_invalid' },
      mobile: { key: 'join_mobile_invalid' },
      trafficChannels: { key: 'join_traffic_required' },
      playersPerMonth: { key: 'join_players_invalid' },
    });
    expect(checkApplication({ ...draft, mobile: '+84 912 345 678' })).toEqual({});
  });
});

describe('checkFeedback', () => {
  const png = (size: number) => new File([new Uint8Array(size)], 'a.png', { type: 'image/png' });
  it('bounds the text at 140 characters and a question in the brand’s words', () => {
    const base = { category: 'problem', content: 'ok', contact: '', images: [] };
    expect(checkFeedback(base, config)).toEqual({});
    expect(checkFeedback({ ...base, content: 'x'.repeat(141) }, config)['content']!.key).toBe(
      'feedback_length',
    );
    expect(checkFeedback({ ...base, category: 'question', content: 'Why slow?' }, config)['content']).toEqual(
      {
        key: 'feedback_question_words',
        params: { min: 3, max: 30 },
      },
    );
    expect(checkFeedback({ ...base, category: '' }, config)['category']!.key).toBe('feedback_category');
  });
  it('takes up to 3 png/jpg images of at most 5 MB', () => {
    const base = { category: 'problem', content: 'ok', contact: '' };
    expect(checkFeedback({ ...base, images: [png(10), png(10), png(10)] }, config)).toEqual({});
    expect(checkFeedback({ ...base, images: [png(1), png(1), png(1), png(1)] }, config)['images']!.key).toBe(
      'feedback_image_count',
    );
    expect(checkFeedback({ ...base, images: [png(5 * 1024 * 1024 + 1)] }, config)['images']).toEqual({
      key: 'feedback_image_size',
      params: { size: 5 },
    });
    const gif = new File(['GIF89a'], 'a.gif', { type: 'image/gif' });
    expect(checkFeedback({ ...base, images: [gif] }, config)['images']!.key).toBe('feedback_image_type');
  });
});

describe('JoinPage', () => {
  it('shows translated errors, then sends the application and shows its reference and status', async () => {
    const { user } = await renderAuth(<JoinPage />, { path: '/join' });
    await user.type(screen.getByLabelText('Your name'), 'Linh');
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    expect(await screen.findByText('Give an e-mail address or a mobile number.')).toBeInTheDocument();
    expect(screen.getByText('Choose at least one source of players.')).toBeInTheDocument();
    expect(applied).toHaveLength(0);

    await user.type(screen.getByLabelText('E-mail'), 'linh@example.com');
    await user.type(screen.getByLabelText('Telegram'), '@linh');
    await user.click(screen.getByRole('checkbox', { name: 'Social media' }));
    await user.type(screen.getByLabelText('Expected new players per month'), '250');
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    expect(await screen.findByText(/Your reference is JAABCD2345/)).toBeInTheDocument();
    expect(applied[0]).toEqual({
      name: 'Linh',
      email: 'linh@example.com',
      messengers: [{ channel: 'telegram', handle: '@linh' }],
      trafficChannels: ['social'],
      playersPerMonth: 250,
    });
    const card = screen.getByRole('article', { name: 'JAABCD2345' });
    expect(within(card).getByText('Pending review')).toBeInTheDocument();
  });

  it('looks an application up by reference and contact and shows the rejection reason', async () => {
    const { user } = await renderAuth(<JoinPage />, { path: '/join' });
    await user.type(screen.getByLabelText('Reference'), 'jaabcd2345');
    await user.type(screen.getByLabelText('E-mail or mobile you applied with'), 'other@example.com');
    await user.click(screen.getByRole('button', { name: 'Check status' }));
    expect(await screen.findByText('No application matches this reference and contact.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('E-mail or mobile you applied with'));
    await user.type(screen.getByLabelText('E-mail or mobile you applied with'), 'linh@example.com');
    await user.click(screen.getByRole('button', { name: 'Check status' }));
    const card = await screen.findByRole('article', { name: 'JAABCD2345' });
    expect(within(card).getByText('Rejected')).toBeInTheDocument();
    expect(within(card).getByText('Reason: Not our market')).toBeInTheDocument();
  });
});

describe('FeedbackPage', () => {
  it('counts characters live, sends the feedback with an image and lists the member’s replies', async () => {
    const { user } = await renderAuth(<FeedbackPage />, {
      path: '/feedback',
      credentials: { token: 't', accountType: 0 },
    });
    const text = await screen.findByLabelText('Your feedback');
    await user.selectOptions(screen.getByLabelText('Category'), 'problem');
    await user.type(text, 'Slow page');
    expect(screen.getByTestId('feedback-counter')).toHaveTextContent('9/140');
    const image = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'shot.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Images (optional)'), image);
    expect(screen.getByRole('button', { name: 'Remove shot.png' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByText('Thank you, your feedback was sent.')).toBeInTheDocument();
    expect(sentFeedback).toEqual([{ content: 'Slow page', category: 'problem', images: 1 }]);
    expect(await screen.findByText('Fixed today, thank you.')).toBeInTheDocument();
    expect(screen.getByText('The deposit page froze')).toBeInTheDocument();
  });

  it('shows the images of my feedback as thumbnails, with their text, that open the full image', async () => {
    const { user } = await renderAuth(<FeedbackPage />, {
      path: '/feedback',
      credentials: { token: 't', accountType: 0 },
    });
    const mine = await screen.findByRole('list', { name: 'My feedback' });
    const entry = within(mine).getByText('The deposit shows twice').closest('li')!;
    const thumbs = within(entry).getByRole('list', { name: 'Images: 2' });
    // Fetched with the member's session (an <img src> could not send it), then shown from memory.
    const first = await within(thumbs).findByRole('img', { name: 'Image 1 of 2 you attached' });
    expect(first).toHaveAttribute('src', expect.stringMatching(/^blob:/));
    expect(imageCalls).toContain('Bearer t');
    // An image the server no longer has says so, with its text still there.
    expect(await within(thumbs).findByText('Image not available')).toBeInTheDocument();
    expect(within(thumbs).getByRole('img', { name: 'Image 2 of 2 you attached' })).toBeInTheDocument();
    // The count alone is no longer what a member sees.
    expect(within(entry).queryByText('Images: 2')).toBeNull();

    await user.click(within(thumbs).getByRole('button', { name: 'Image 1 of 2 you attached' }));
    const dialog = await screen.findByRole('dialog', { name: 'Image 1 of 2 you attached' });
    expect(within(dialog).getByRole('img', { name: 'Image 1 of 2 you attached' })).toHaveAttribute(
      'src',
      first.getAttribute('src'),
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('refuses a too-short question with the brand’s bounds and shows a visitor the log-in call', async () => {
    const { user } = await renderAuth(<FeedbackPage />, { path: '/feedback' });
    await user.selectOptions(await screen.findByLabelText('Category'), 'question');
    await user.type(screen.getByLabelText('Your feedback'), 'Why?');
    expect(screen.getByText(/A question is 3 to 30 words \(1 now\)/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByText('A question is 3 to 30 words.')).toBeInTheDocument();
    expect(sentFeedback).toHaveLength(0);
    expect(screen.getByText('Log in to see your feedback and our replies.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Fixed today, thank you.')).not.toBeInTheDocument());
  });
});
