// The public forms' kinds, limits and thank-you messages, apart from their schemas (forms.ts):
// the forms page shows its tabs and messages without loading zod.
export const FORM_TYPES = ['question', 'prayer', 'testimony'] as const;
export type FormType = (typeof FORM_TYPES)[number];

export function isFormType(value: unknown): value is FormType {
  return typeof value === 'string' && (FORM_TYPES as readonly string[]).includes(value);
}

export const FORM_MESSAGE_MAX = 5000;

export const FORM_SUCCESS_MESSAGES: Record<FormType, string> = {
  question: 'Thank you, your question has been sent. Someone from the church will answer you soon.',
  prayer: 'Thank you, your prayer request has been received. We are praying with you.',
  testimony: 'Thank you for sharing your testimony. It has been sent to the church.',
};
