import { JOIN_MESSAGE_MAX, JOIN_PLAYERS_MAX, countWords } from '@playfront/api-contract';
import type { FeedbackConfig } from '@playfront/api-contract';

/** A field's problem: the i18n key and its parameters (the same keys the server answers). */
export interface FieldProblem {
  key: string;
  params?: Record<string, number | string>;
}
export type Problems = Record<string, FieldProblem>;

export interface ApplicationDraft {
  name: string;
  email: string;
  mobile: string;
  trafficChannels: string[];
  playersPerMonth: string;
  message: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MOBILE = /^\+[1-9][0-9]{6,14}$/;

/** The checks of the /join form before it is sent (the server repeats them). */
export function checkApplication(draft: ApplicationDraft): Problems {
  const problems: Problems = {};
  const email = draft.email.trim();
  const mobile = draft.mobile.replace(/[\s-]/g, '');
  if (!draft.name.trim()) problems['name'] = { key: 'join_name_required' };
  if (!email && !mobile) problems['contact'] = { key: 'join_contact_required' };
  if (email && !EMAIL.test(email)) problems['email'] = { key: 'join_email_invalid' };
  if (mobile && !MOBILE.test(mobile)) problems['mobile'] = { key: 'join_mobile_invalid' };
  if (draft.trafficChannels.length === 0) problems['trafficChannels'] = { key: 'join_traffic_required' };
  const players = draft.playersPerMonth.trim();
  if (!/^[0-9]{1,7}$/.test(players) || Number(players) > JOIN_PLAYERS_MAX) {
    problems['playersPerMonth'] = { key: 'join_players_invalid' };
  }
  if ([...draft.message].length > JOIN_MESSAGE_MAX) {
    problems['message'] = { key: 'join_message_length', params: { max: JOIN_MESSAGE_MAX } };
  }
  return problems;
}

export interface FeedbackDraft {
  category: string;
  content: string;
  contact: string;
  images: File[];
}

const MB = 1024 * 1024;

/** The checks of the feedback form: characters, the question's word bounds, contact and images. */
export function checkFeedback(draft: FeedbackDraft, config: FeedbackConfig): Problems {
  const problems: Problems = {};
  const content = draft.content.trim();
  const length = [...content].length;
  if (!draft.category) problems['category'] = { key: 'feedback_category' };
  if (length === 0 || length > config.maxChars) {
    problems['content'] = { key: 'feedback_length', params: { min: 1, max: config.maxChars } };
  } else if (draft.category === 'question') {
    const words = countWords(content);
    if (words < config.question.minWords || words > config.question.maxWords) {
      problems['content'] = {
        key: 'feedback_question_words',
        params: { min: config.question.minWords, max: config.question.maxWords },
      };
    }
  }
  if ([...draft.contact.trim()].length > 128) {
    problems['contact'] = { key: 'feedback_contact_length', params: { max: 128 } };
  }
  if (draft.images.length > config.maxImages) {
    problems['images'] = { key: 'feedback_image_count', params: { max: config.maxImages } };
  } else if (draft.images.some((image) => image.type !== 'image/png' && image.type !== 'image/jpeg')) {
    problems['images'] = { key: 'feedback_image_type' };
  } else if (draft.images.some((image) => image.size > config.maxImageBytes)) {
    problems['images'] = { key: 'feedback_image_size', params: { size: config.maxImageBytes / MB } };
  }
  return problems;
}

/** Server field errors (already translated by the api client) keyed by field. */
export function serverProblems(error: unknown): Record<string, string> {
  const fields = (error as { fields?: Array<{ field: string; message: string }> } | undefined)?.fields ?? [];
  return Object.fromEntries(fields.map((field) => [field.field, field.message]));
}
