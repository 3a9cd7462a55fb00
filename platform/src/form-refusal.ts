// A refused request shown on its form: the API's messages on their fields when it gave some
// (a 422), else one message for the whole form.
import { useState } from 'react';
import { HttpError, errorMessage } from '@church/platform/http';

export function useFormRefusal() {
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [formError, setFormError] = useState<string | undefined>();
  return {
    errors,
    formError,
    clear: () => {
      setErrors({});
      setFormError(undefined);
    },
    show: (failure: unknown) => {
      if (failure instanceof HttpError && Object.keys(failure.fieldErrors).length > 0) setErrors(failure.fieldErrors);
      else setFormError(errorMessage(failure));
    },
  };
}
