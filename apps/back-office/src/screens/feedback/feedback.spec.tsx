import { screen, waitFor, within } from '@testing-library/react';
import { en } from '../../i18n/en';
import { renderBackOffice } from '../../testing/app-harness';
import { axeViolations, mockBackOfficePerTest } from '../../testing/spec-setup';
import { feedbackQuery } from './feedback-page';
import { boundsOf } from './support-question-form';

const api = mockBackOfficePerTest();

describe('feedback', () => {
  it('support reads feedback waiting for a reply, with its picture, and replies', async () => {
    const { user } = await renderBackOffice('/feedback', { token: api.current().signIn('sam') });
    const table = await screen.findByRole('table', { name: en.bo_nav_feedback });
    expect(within(table).queryByText(/The slots page is great/)).not.toBeInTheDocument();
    const row = within(table).getByRole('row', { name: /alice88/ });
    await user.click(within(row).getByRole('button', { name: /Details/ }));
    const pane = await screen.findByRole('complementary', { name: 'Feedback from alice88' });
    expect(pane).toHaveTextContent('Is that normal?');
    expect(
      await within(pane).findByRole('img', { name: 'Picture 1 of 1 sent with the feedback' }),
    ).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
    await user.click(within(pane).getByRole('button', { name: en.bo_feedback_send }));
    expect(within(pane).getByLabelText(en.bo_feedback_reply)).toHaveAccessibleDescription(
      en.bo_feedback_reply_required,
    );
    expect(api.current().state.received).toEqual([]);
    await user.type(
      within(pane).getByLabelText(en.bo_feedback_reply),
      '  Deposits by bank take up to an hour.  ',
    );
    await user.click(within(pane).getByRole('button', { name: en.bo_feedback_send }));
    await waitFor(() =>
      expect(api.current().state.received.at(-1)).toEqual({
        call: 'feedback-reply',
        body: { reply: 'Deposits by bank take up to an hour.' },
      }),
    );
    expect(await screen.findByText(en.bo_feedback_sent)).toBeInTheDocument();
    // Replied: it leaves the list of those waiting.
    await waitFor(() =>
      expect(within(table).queryByRole('row', { name: /alice88/ })).not.toBeInTheDocument(),
    );
  });

  it('a read-only operator sees a reply but cannot write one', async () => {
    api.current().state.operators.find((operator) => operator.username === 'ravi')!.disabled = false;
    const { user } = await renderBackOffice('/feedback', { token: api.current().signIn('ravi') });
    await user.selectOptions(await screen.findByLabelText(en.bo_feedback_state), en.bo_feedback_replied);
    await user.click(screen.getByRole('button', { name: /Apply/ }));
    const table = await screen.findByRole('table', { name: en.bo_nav_feedback });
    await user.click(
      within(await within(table).findByRole('row', { name: /a visitor/ })).getByRole('button', {
        name: /Details/,
      }),
    );
    const pane = await screen.findByRole('complementary', { name: 'Feedback from a visitor' });
    expect(pane).toHaveTextContent('Thank you!');
    expect(within(pane).queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('feedbackQuery asks for what the filter says', () => {
    expect(feedbackQuery('', 1)).toEqual({ replied: undefined, page: 1, size: 25 });
    expect(feedbackQuery('waiting', 2, 100)).toEqual({ replied: false, page: 2, size: 100 });
  });
});

describe('support question length', () => {
  it('the admin sets the word bounds, refused while the fewest is above the most', async () => {
    const { user } = await renderBackOffice('/feedback', { token: api.current().signIn('root') });
    const form = await screen.findByRole('form', { name: en.bo_question_title });
    const min = within(form).getByLabelText(en.bo_question_min);
    const max = within(form).getByLabelText(en.bo_question_max);
    expect([min, max].map((field) => (field as HTMLInputElement).value)).toEqual(['3', '30']);
    await user.clear(min);
    await user.type(min, '50');
    await user.click(within(form).getByRole('button', { name: en.bo_save }));
    expect(min).toHaveAccessibleDescription(expect.stringContaining(en.bo_question_min_above_max));
    expect(api.current().state.received).toEqual([]);
    await user.clear(min);
    await user.type(min, '5');
    await user.clear(max);
    await user.type(max, '40');
    await user.click(within(form).getByRole('button', { name: en.bo_save }));
    expect(await screen.findByText('A support question is now 5 to 40 words.')).toBeInTheDocument();
    expect(api.current().state.support.question).toEqual({ minWords: 5, maxWords: 40 });
    expect(await axeViolations()).toEqual([]);
  });

  it('is the setting area’s: support does not see it', async () => {
    await renderBackOffice('/feedback', { token: api.current().signIn('sam') });
    await screen.findByRole('table', { name: en.bo_nav_feedback });
    expect(screen.queryByRole('form', { name: en.bo_question_title })).not.toBeInTheDocument();
  });

  it('boundsOf takes whole numbers from 1 to 100, the fewest not above the most', () => {
    expect(boundsOf(' 2 ', '10')).toEqual({ bounds: { minWords: 2, maxWords: 10 } });
    expect(boundsOf('0', '101')).toEqual({
      errors: { minWords: 'bo_question_words_range', maxWords: 'bo_question_words_range' },
    });
    expect(boundsOf('1.5', '')).toEqual({
      errors: { minWords: 'bo_question_words_range', maxWords: 'bo_question_words_range' },
    });
    expect(boundsOf('9', '8')).toEqual({ errors: { minWords: 'bo_question_min_above_max' } });
  });
});
