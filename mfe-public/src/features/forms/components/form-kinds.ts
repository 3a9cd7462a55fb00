import type { FormType } from '@church/contracts/form-types';

// Wording of each form kind; the field rules themselves come from contracts.
export interface FormKindText {
  tab: string;
  intro: string;
  messageLabel: string;
  submit: string;
}

export const FORM_KIND_TEXT: Record<FormType, FormKindText> = {
  question: {
    tab: 'Question',
    intro: 'Ask us anything about faith, the church or how to get involved. Leave an email or phone number if you would like an answer in person.',
    messageLabel: 'Your question',
    submit: 'Send question',
  },
  prayer: {
    tab: 'Prayer request',
    intro: 'Tell us what we can pray about with you. You may stay anonymous: then your name is not recorded.',
    messageLabel: 'Your prayer request',
    submit: 'Send prayer request',
  },
  testimony: {
    tab: 'Testimony',
    intro: 'Tell us what God has done for you. Choose whether we may share your testimony with the church.',
    messageLabel: 'Your testimony',
    submit: 'Send testimony',
  },
};
