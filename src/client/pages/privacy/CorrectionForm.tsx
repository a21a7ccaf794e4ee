import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Save } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import {
  PRIVACY_NAME_MAX_CHARS,
  PRIVACY_PHONE_MAX_CHARS,
  type PrivacyProfile,
  type PrivacyProfileBody,
  privacyProfileBodySchema,
} from '../../../shared/api/privacy';
import { Button } from '../../components/ui/Button';
import { controlClasses, FieldFrame, fieldDescription } from '../../components/ui/FieldFrame';
import { isApiError } from '../../lib/api-client';
import { useToast } from '../../lib/toast';
import { correctProfile } from './api/privacy-api';
import { privacyKeys } from './privacy-keys';

type FieldName = 'fullName' | 'phone';
type Errors = Partial<Record<FieldName | 'form', string>>;

const FIELDS: readonly {
  name: FieldName;
  label: string;
  type: 'text' | 'tel';
  autoComplete: string;
  maxLength: number;
  required: boolean;
  hint?: string;
}[] = [
  {
    name: 'fullName',
    label: 'Your name',
    type: 'text',
    autoComplete: 'name',
    maxLength: PRIVACY_NAME_MAX_CHARS,
    required: true,
  },
  {
    name: 'phone',
    label: 'Phone number (optional)',
    type: 'tel',
    autoComplete: 'tel',
    maxLength: PRIVACY_PHONE_MAX_CHARS,
    required: false,
    hint: 'Digits, spaces and + ( ) - . only. Leave it empty to remove it.',
  },
];

/**
 * The correction form: name and phone, checked with the server's own rules (the shared zod
 * contract) before sending; 'Saved' as a toast, problems under their field.
 */
export function CorrectionForm({
  accessToken,
  profile,
  onExpired,
}: {
  accessToken: string;
  profile: PrivacyProfile;
  onExpired: () => void;
}) {
  const [values, setValues] = useState<Record<FieldName, string>>({
    fullName: profile.fullName ?? '',
    phone: profile.phone ?? '',
  });
  const [errors, setErrors] = useState<Errors>({});
  const refs = useRef<Partial<Record<FieldName, HTMLInputElement | null>>>({});
  const { toast } = useToast();
  const queryClient = useQueryClient();

  const save = useMutation({
    mutationFn: (body: PrivacyProfileBody) => correctProfile(accessToken, body),
    onSuccess: async (result) => {
      setValues({ fullName: result.profile.fullName ?? '', phone: result.profile.phone ?? '' });
      toast({
        title: 'Saved',
        description: 'Your name and phone number are corrected everywhere we hold them.',
        tone: 'success',
      });
      await queryClient.invalidateQueries({ queryKey: privacyKeys.data(accessToken) });
    },
    onError: (error) => {
      if (isApiError(error, 401)) {
        onExpired();
        return;
      }
      setErrors({
        form:
          isApiError(error) && error.status < 500 && error.serverMessage
            ? error.serverMessage
            : "We couldn't save this just now. Nothing was changed: try again in a moment.",
      });
    },
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body: PrivacyProfileBody = { fullName: values.fullName, phone: values.phone };
    const checked = privacyProfileBodySchema.safeParse(body);
    if (!checked.success) {
      const found: Errors = {};
      for (const issue of checked.error.issues) {
        const field = issue.path[0];
        if ((field === 'fullName' || field === 'phone') && !found[field]) {
          found[field] = issue.message;
        }
      }
      setErrors(found);
      const first = FIELDS.find((field) => found[field.name]);
      if (first) refs.current[first.name]?.focus();
      return;
    }
    setErrors({});
    save.mutate(body);
  }

  return (
    <form noValidate onSubmit={submit} aria-labelledby="correct-title" className="grid gap-5">
      {FIELDS.map((field) => {
        const id = `correct-${field.name}`;
        const error = errors[field.name];
        const { describedBy } = fieldDescription(id, field.hint, error);
        return (
          <FieldFrame
            key={field.name}
            id={id}
            label={field.label}
            required={field.required}
            hint={field.hint}
            error={error}
          >
            <input
              ref={(element) => {
                refs.current[field.name] = element;
              }}
              id={id}
              name={field.name}
              type={field.type}
              autoComplete={field.autoComplete}
              maxLength={field.maxLength}
              required={field.required}
              value={values[field.name]}
              onChange={(event) =>
                setValues((current) => ({ ...current, [field.name]: event.target.value }))
              }
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy}
              className={controlClasses(Boolean(error))}
            />
          </FieldFrame>
        );
      })}
      {errors.form ? (
        <p role="alert" className="font-semibold text-danger">
          {errors.form}
        </p>
      ) : null}
      <div>
        <Button type="submit" busy={save.isPending} className="max-sm:w-full">
          {save.isPending ? null : <Save aria-hidden="true" className="size-5" />}
          Save changes
        </Button>
      </div>
    </form>
  );
}
