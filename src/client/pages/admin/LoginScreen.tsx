import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, CircleCheck, Clock, KeyRound, LockKeyhole, LogIn } from 'lucide-react';
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import {
  type AdminTokenResponse,
  type AdminVerifyResponse,
  adminLoginBodySchema,
  adminVerify2faBodySchema,
  TOTP_CODE_LENGTH,
} from '../../../shared/api/admin';
import { Button } from '../../components/ui/Button';
import { useToast } from '../../lib/toast';
import { AdminFrame } from './AdminFrame';
import { retryAfterSentence } from './admin-format';
import { dismissSessionNotice, type SessionNotice, saveAdminToken } from './admin-session';
import { ADMIN_TOASTS, LOGGED_OUT, SESSION_ENDED } from './admin-text';
import { adminKeys } from './api/admin-keys';
import { isServerAnswer, retryAfterOf } from './api/admin-request';
import { useLogin } from './api/login';
import { useVerify2fa } from './api/verify-2fa';
import { TextInput } from './components/TextInput';
import { Title } from './components/Title';

type Step = { kind: 'credentials' } | { kind: 'code'; username: string; challenge: string };

/**
 * The login form and, when the server asks for it, the 2FA step (docs/product.md §2, §4, §5, §8).
 */
export function LoginScreen({ notice }: { notice: SessionNotice }) {
  const [step, setStep] = useState<Step>({ kind: 'credentials' });
  const [username, setUsername] = useState('');
  const signIn = useSignIn();

  return (
    <AdminFrame>
      <div className="mx-auto max-w-md">
        {step.kind === 'credentials' ? (
          <>
            <Title title="Admin login" />
            <CredentialsForm
              notice={notice}
              username={username}
              onUsernameChange={setUsername}
              onToken={(token) => signIn(token, username.trim())}
              onCodeNeeded={(challenge) =>
                setStep({ kind: 'code', username: username.trim(), challenge })
              }
            />
          </>
        ) : (
          <>
            <Title title="Admin 2FA" />
            <CodeForm
              username={step.username}
              challenge={step.challenge}
              onToken={(token) => signIn(token, step.username)}
              onBack={() => setStep({ kind: 'credentials' })}
            />
          </>
        )}
      </div>
    </AdminFrame>
  );
}

/** Stores the token and what the server said about it, so the dashboard opens at once. */
function useSignIn() {
  const queryClient = useQueryClient();
  return ({ token, expiresAt }: AdminTokenResponse, username: string) => {
    const verified: AdminVerifyResponse = { ok: true, username, expiresAt };
    queryClient.setQueryData(adminKeys.verify(token), verified);
    saveAdminToken(token);
  };
}

function Card({ children }: { children: ReactNode }) {
  return (
    <div className="rounded-xl bg-surface p-6 shadow-card ring-1 ring-line sm:p-8">{children}</div>
  );
}

function FormHeading({
  icon,
  title,
  children,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center text-center">
      <span
        aria-hidden="true"
        className="inline-flex size-14 items-center justify-center rounded-full bg-plum-soft text-plum"
      >
        {icon}
      </span>
      <h1 className="mt-4 text-2xl font-extrabold tracking-tight text-balance sm:text-3xl">
        {title}
      </h1>
      <p className="mt-2 text-pretty text-muted">{children}</p>
    </div>
  );
}

/** The 429 note: the server's sentence and when another attempt is accepted. */
function RateLimitNote({ message }: { message: string }) {
  return (
    <p
      role="alert"
      className="flex items-start gap-2 rounded-md bg-warning-soft p-3 text-sm font-semibold text-warning"
    >
      <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{message}</span>
    </p>
  );
}

/** The server's refusal of a 429, with the time to wait when the server gave one. */
function rateLimitMessage(error: unknown, fallback: string): string | null {
  if (!isServerAnswer(error) || error.status !== 429) return null;
  const seconds = retryAfterOf(error);
  const base = error.serverMessage ?? fallback;
  return seconds === null ? base : `${base} ${retryAfterSentence(seconds)}`;
}

type FieldErrors = { username?: string; password?: string };

function CredentialsForm({
  notice,
  username,
  onUsernameChange,
  onToken,
  onCodeNeeded,
}: {
  notice: SessionNotice;
  username: string;
  onUsernameChange: (value: string) => void;
  onToken: (token: AdminTokenResponse) => void;
  onCodeNeeded: (challenge: string) => void;
}) {
  const id = useId();
  const { toast } = useToast();
  const login = useLogin();
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [limited, setLimited] = useState<string | null>(null);
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (login.isPending) return;
    const parsed = adminLoginBodySchema.safeParse({ username, password });
    if (!parsed.success) {
      const next: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === 'username' || field === 'password') && !next[field]) {
          next[field] = issue.message;
        }
      }
      setErrors(next);
      (next.username ? usernameRef : passwordRef).current?.focus();
      return;
    }
    setErrors({});
    setLimited(null);
    dismissSessionNotice();
    login.mutate(parsed.data, {
      onSuccess: (answer) => {
        if ('token' in answer) onToken(answer);
        else onCodeNeeded(answer.challenge);
      },
      onError: (error) => {
        if (!isServerAnswer(error)) {
          toast(ADMIN_TOASTS.loginError);
          return;
        }
        toast(ADMIN_TOASTS.loginFailed(error.serverMessage));
        setLimited(rateLimitMessage(error, 'Too many login attempts.'));
        setPassword('');
        passwordRef.current?.focus();
      },
    });
  };

  return (
    <Card>
      <FormHeading icon={<LockKeyhole className="size-7" />} title="Admin login">
        For mSoul operators. Every login is recorded in the audit log.
      </FormHeading>
      {notice ? (
        <p
          role="status"
          className="mt-6 flex items-start gap-2 rounded-md bg-plum-soft p-3 text-sm font-semibold text-plum"
        >
          <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {notice === 'ended' ? SESSION_ENDED : LOGGED_OUT}
        </p>
      ) : null}
      <form noValidate onSubmit={submit} className="mt-6 grid gap-5" aria-label="Admin login">
        <TextInput
          id={`${id}-username`}
          ref={usernameRef}
          label="Username"
          autoComplete="username"
          value={username}
          maxLength={100}
          error={errors.username}
          onChange={(value) => {
            onUsernameChange(value);
            if (errors.username) setErrors({ ...errors, username: undefined });
          }}
        />
        <TextInput
          id={`${id}-password`}
          ref={passwordRef}
          label="Password"
          type="password"
          autoComplete="current-password"
          value={password}
          maxLength={1024}
          error={errors.password}
          onChange={(value) => {
            setPassword(value);
            if (errors.password) setErrors({ ...errors, password: undefined });
          }}
        />
        {limited ? <RateLimitNote message={limited} /> : null}
        <Button type="submit" size="lg" fullWidth busy={login.isPending}>
          {login.isPending ? null : <LogIn aria-hidden="true" className="size-5" />}
          {login.isPending ? 'Logging in...' : 'Log in'}
        </Button>
      </form>
    </Card>
  );
}

function CodeForm({
  username,
  challenge,
  onToken,
  onBack,
}: {
  username: string;
  challenge: string;
  onToken: (token: AdminTokenResponse) => void;
  onBack: () => void;
}) {
  const id = useId();
  const { toast } = useToast();
  const verify = useVerify2fa();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [limited, setLimited] = useState<string | null>(null);
  const codeRef = useRef<HTMLInputElement>(null);

  // The step replaced the login form: continue where the typing goes next.
  useEffect(() => {
    codeRef.current?.focus();
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (verify.isPending) return;
    // Spaces people type or paste between the digits ('123 456') are not part of the code.
    const totpCode = code.replace(/\s+/g, '');
    const parsed = adminVerify2faBodySchema.safeParse({ username, totpCode, challenge });
    if (!parsed.success) {
      const issue =
        parsed.error.issues.find((item) => item.path[0] === 'totpCode') ?? parsed.error.issues[0];
      setError(issue?.message ?? `The code has exactly ${TOTP_CODE_LENGTH} characters.`);
      codeRef.current?.focus();
      return;
    }
    setError(null);
    setLimited(null);
    verify.mutate(parsed.data, {
      onSuccess: onToken,
      onError: (failure) => {
        if (!isServerAnswer(failure)) {
          toast(ADMIN_TOASTS.twoFactorError);
          return;
        }
        toast(ADMIN_TOASTS.twoFactorFailed(failure.serverMessage));
        if (failure.code === 'challenge_expired') {
          // The password step must be done again (it binds the code to the password).
          onBack();
          return;
        }
        setLimited(rateLimitMessage(failure, 'Too many attempts.'));
        setCode('');
        codeRef.current?.focus();
      },
    });
  };

  return (
    <Card>
      <FormHeading icon={<KeyRound className="size-7" />} title="Two-factor authentication">
        Enter the {TOTP_CODE_LENGTH}-digit code from your authenticator app for{' '}
        <strong className="font-semibold text-ink">{username}</strong>.
      </FormHeading>
      <form
        noValidate
        onSubmit={submit}
        className="mt-6 grid gap-5"
        aria-label="Two-factor authentication"
      >
        <TextInput
          id={`${id}-code`}
          ref={codeRef}
          label="Authentication code"
          hint={`${TOTP_CODE_LENGTH} digits; a new code every 30 seconds.`}
          autoComplete="one-time-code"
          inputMode="numeric"
          value={code}
          maxLength={TOTP_CODE_LENGTH + 2}
          error={error}
          code
          onChange={(value) => {
            setCode(value);
            if (error) setError(null);
          }}
        />
        {limited ? <RateLimitNote message={limited} /> : null}
        <Button type="submit" size="lg" fullWidth busy={verify.isPending}>
          {verify.isPending ? 'Verifying...' : 'Verify'}
        </Button>
        <Button variant="ghost" onClick={onBack} disabled={verify.isPending}>
          <ArrowLeft aria-hidden="true" className="size-5" />
          Back to login
        </Button>
      </form>
    </Card>
  );
}
