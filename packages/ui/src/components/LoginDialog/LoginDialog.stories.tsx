import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { useCountdown } from '../../hooks/useCountdown';
import { accountT } from '../../i18n/accountMessages';
import { accountMessages } from '../../storybook/liveCatalogues';
import { LoginDialog, type LoginDialogProps, type LoginStep } from './LoginDialog';
import { existingEmail, loginServerErrors, newEmail } from './loginFixtures';

/**
 * A stand-in for the page, for the walk-through stories: it moves the steps as the site does once
 * the server has answered (an existing address → password, a new one → register) and runs the
 * resend countdown. The callbacks still reach the story's spies.
 */
function PageHarness(props: LoginDialogProps) {
  const [step, setStep] = useState<LoginStep>(props.step);
  const [email, setEmail] = useState(props.email);
  const [codeSent, setCodeSent] = useState(false);
  const countdown = useCountdown();
  return (
    <LoginDialog
      {...props}
      step={step}
      email={email}
      codeSent={codeSent}
      codeCountdown={countdown.secondsLeft}
      onSubmitEmail={(address) => {
        props.onSubmitEmail(address);
        setEmail(address);
        setStep(address === existingEmail ? 'password' : 'register');
      }}
      onSendCode={() => {
        props.onSendCode();
        setCodeSent(true);
        countdown.start();
      }}
      onForgot={() => {
        props.onForgot();
        setStep('forgot');
      }}
      onBack={() => {
        props.onBack();
        setStep(step === 'forgot' ? 'password' : 'email');
      }}
    />
  );
}

const meta = {
  title: 'Screens/Account/LoginDialog',
  component: LoginDialog,
  args: {
    open: true,
    step: 'email',
    email: '',
    codeCountdown: 0,
    onSubmitEmail: fn(),
    onLogin: fn(),
    onSendCode: fn(),
    onRegister: fn(),
    onResetPassword: fn(),
    onForgot: fn(),
    onBack: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof LoginDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const m = accountMessages;
/** The dialog once it is open: it opens after the first render, so the play waits for it. */
const dialogNamed = (canvasElement: HTMLElement, title: string) =>
  within(canvasElement).findByRole('dialog', { name: title });
const button = (dialog: HTMLElement, name: string) => within(dialog).getByRole('button', { name });
const field = (dialog: HTMLElement, label: string) => within(dialog).getByLabelText(label);

/** Email first: the field has the focus; an empty or malformed address is answered here. */
export const EmailStep: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogNamed(canvasElement, m['login.titleEmail']);
    const email = field(dialog, m['login.email']);
    await expect(email).toHaveFocus();
    await expect(email).toHaveAttribute('autocomplete', 'email');
    // As tall as the password and code fields (44 px, a comfortable touch target).
    await expect(email.getBoundingClientRect().height).toBe(44);
    await userEvent.click(button(dialog, m['login.next']));
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(m['login.emailRequired']);
    await userEvent.type(email, 'viewer@example');
    await userEvent.keyboard('{Enter}');
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(m['login.emailInvalid']);
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription(m['login.emailInvalid']);
    await expect(args.onSubmitEmail).not.toHaveBeenCalled();
    await userEvent.type(email, '.com');
    await expect(email).not.toHaveAttribute('aria-invalid');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmitEmail).toHaveBeenCalledTimes(1);
    await expect(args.onSubmitEmail).toHaveBeenCalledWith('viewer@example.com');
  },
};

/** An existing address: password with show/hide, 忘记密码？, 换个邮箱. */
export const PasswordStep: Story = {
  args: { step: 'password', email: existingEmail },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogNamed(canvasElement, m['login.titlePassword']);
    const password = field(dialog, m['login.password']);
    await expect(password).toHaveFocus();
    await expect(password.getBoundingClientRect().height).toBe(44);
    await expect(password).toHaveAttribute('type', 'password');
    await expect(password).toHaveAttribute('autocomplete', 'current-password');
    await userEvent.type(password, 'short');
    const reveal = button(dialog, m['login.showPassword']);
    await userEvent.click(reveal);
    await expect(reveal).toHaveAttribute('aria-pressed', 'true');
    await expect(password).toHaveAttribute('type', 'text');
    await userEvent.click(button(dialog, m['login.submitLogin']));
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(m['login.passwordLength']);
    await expect(args.onLogin).not.toHaveBeenCalled();
    await userEvent.type(password, '123');
    await userEvent.click(button(dialog, m['login.submitLogin']));
    await expect(args.onLogin).toHaveBeenCalledTimes(1);
    await expect(args.onLogin).toHaveBeenCalledWith('short123');
    await userEvent.click(button(dialog, m['login.forgot']));
    await expect(args.onForgot).toHaveBeenCalledTimes(1);
    await userEvent.click(button(dialog, m['login.changeEmail']));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
};

/** Back at the password step after a reset: the good news is announced above the field. */
export const PasswordAfterReset: Story = {
  args: { step: 'password', email: existingEmail },
  // The notice is the active language's, so it is made when the story renders.
  render: (args) => <LoginDialog {...args} notice={m['login.passwordChanged']} />,
  play: async ({ canvasElement }) => {
    const dialog = await dialogNamed(canvasElement, m['login.titlePassword']);
    await expect(within(dialog).getByRole('status')).toHaveTextContent(m['login.passwordChanged']);
    await expect(field(dialog, m['login.password'])).toHaveFocus();
  },
};

/** A new address: code (numeric, one-time-code), password and its confirmation. */
export const RegisterStep: Story = {
  args: { step: 'register', email: newEmail },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogNamed(canvasElement, m['login.titleRegister']);
    const code = field(dialog, m['login.code']);
    await expect(code).toHaveFocus();
    await expect(code).toHaveAttribute('inputmode', 'numeric');
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await userEvent.click(button(dialog, m['login.sendCode']));
    await expect(args.onSendCode).toHaveBeenCalledTimes(1);
    // Letters and spaces never get in; the code stops at 6 digits.
    await userEvent.type(code, '12 3a4567');
    await expect(code).toHaveValue('123456');
    await userEvent.type(field(dialog, m['login.newPassword']), 'xinghe123');
    await userEvent.type(field(dialog, m['login.confirmPassword']), 'xinghe124');
    await userEvent.click(button(dialog, m['login.submitRegister']));
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(m['login.passwordMismatch']);
    await expect(field(dialog, m['login.confirmPassword'])).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(field(dialog, m['login.confirmPassword']));
    await userEvent.type(field(dialog, m['login.confirmPassword']), 'xinghe123');
    await userEvent.click(button(dialog, m['login.submitRegister']));
    await expect(args.onRegister).toHaveBeenCalledTimes(1);
    await expect(args.onRegister).toHaveBeenCalledWith({
      code: '123456',
      password: 'xinghe123',
    });
  },
};

/** A short code is answered here, before any call. */
export const RegisterShortCode: Story = {
  args: { step: 'register', email: newEmail },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogNamed(canvasElement, m['login.titleRegister']);
    await userEvent.type(field(dialog, m['login.code']), '1234');
    await userEvent.click(button(dialog, m['login.submitRegister']));
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(m['login.codeInvalid']);
    await expect(field(dialog, m['login.code'])).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onRegister).not.toHaveBeenCalled();
  },
};

/** Forgot password: code and a new password; 返回 goes back. */
export const ForgotStep: Story = {
  args: { step: 'forgot', email: existingEmail },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogNamed(canvasElement, m['login.titleForgot']);
    await expect(
      within(dialog).getByText(accountT('login.forgotIntro', { email: existingEmail })),
    ).toBeVisible();
    await userEvent.type(field(dialog, m['login.code']), '654321');
    await userEvent.type(field(dialog, m['login.newPassword']), 'newpass99');
    await userEvent.type(field(dialog, m['login.confirmPassword']), 'newpass99');
    await userEvent.click(button(dialog, m['login.submitReset']));
    await expect(args.onResetPassword).toHaveBeenCalledTimes(1);
    await expect(args.onResetPassword).toHaveBeenCalledWith({
      code: '654321',
      password: 'newpass99',
    });
    await userEvent.click(button(dialog, m['login.back']));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
};

/** A call under way: the submit button waits (请稍候…) and a second press sends nothing. */
export const Busy: Story = {
  args: { step: 'password', email: existingEmail, busy: true },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogNamed(canvasElement, m['login.titlePassword']);
    const submit = button(dialog, m['login.busy']);
    await expect(submit).toBeDisabled();
    await userEvent.type(field(dialog, m['login.password']), 'xinghe123{Enter}');
    await expect(args.onLogin).not.toHaveBeenCalled();
  },
};

/** The resend countdown running: 获取验证码 reads {n}秒后重新获取 and cannot be pressed. */
export const CountdownRunning: Story = {
  args: { step: 'register', email: newEmail, codeCountdown: 42, codeSent: true },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogNamed(canvasElement, m['login.titleRegister']);
    await expect(
      within(dialog).getByText(accountT('login.registerIntro', { email: newEmail })),
    ).toBeVisible();
    const resend = button(dialog, accountT('login.resendIn', { n: 42 }));
    await expect(resend).toBeDisabled();
    await userEvent.click(resend);
    await expect(args.onSendCode).not.toHaveBeenCalled();
  },
};

type AccountKey = keyof typeof accountMessages;

/**
 * The server's message, shown as it came and tied to the field. The dialog's title and the field
 * are given by key: their names are read at play time, in the story's language.
 */
const serverErrorStory = (
  step: LoginStep,
  error: string,
  title: AccountKey,
  fieldLabel: AccountKey,
): Story => ({
  args: { step, email: step === 'register' ? newEmail : existingEmail, error },
  play: async ({ canvasElement }) => {
    const dialog = await dialogNamed(canvasElement, m[title]);
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(error);
    await expect(field(dialog, m[fieldLabel])).toHaveAccessibleDescription(error);
  },
});

/** The exist check refused (429) on the email step. */
export const EmailRateLimited = serverErrorStory(
  'email',
  loginServerErrors.rateLimited,
  'login.titleEmail',
  'login.email',
);
export const WrongPassword = serverErrorStory(
  'password',
  loginServerErrors.wrongPassword,
  'login.titlePassword',
  'login.password',
);
export const WrongCode = serverErrorStory(
  'register',
  loginServerErrors.wrongCode,
  'login.titleRegister',
  'login.code',
);
export const ExpiredCode = serverErrorStory(
  'forgot',
  loginServerErrors.expiredCode,
  'login.titleForgot',
  'login.code',
);
export const TooManyTries = serverErrorStory(
  'register',
  loginServerErrors.tooManyTries,
  'login.titleRegister',
  'login.code',
);
export const ResendTooSoon = serverErrorStory(
  'register',
  loginServerErrors.resendTooSoon,
  'login.titleRegister',
  'login.code',
);
export const RateLimited = serverErrorStory(
  'password',
  loginServerErrors.rateLimited,
  'login.titlePassword',
  'login.password',
);
export const AlreadyRegistered = serverErrorStory(
  'register',
  loginServerErrors.alreadyRegistered,
  'login.titleRegister',
  'login.code',
);
export const NotRegistered = serverErrorStory(
  'forgot',
  loginServerErrors.notRegistered,
  'login.titleForgot',
  'login.code',
);

/** A format problem found here replaces the server's last message until the field is edited. */
export const LocalCheckOverServerError: Story = {
  args: { step: 'password', email: existingEmail, error: loginServerErrors.wrongPassword },
  play: async ({ canvasElement }) => {
    const dialog = await dialogNamed(canvasElement, m['login.titlePassword']);
    await userEvent.click(button(dialog, m['login.submitLogin']));
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(m['login.passwordRequired']);
  },
};

/** On a phone: the bottom sheet. */
export const PhoneSheet: Story = {
  args: { variant: 'sheet' },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const dialog = await dialogNamed(canvasElement, m['login.titleEmail']);
    await expect(dialog).toHaveAttribute('data-variant', 'sheet');
    await expect(field(dialog, m['login.email'])).toHaveFocus();
  },
};

/** Walk-through: an existing address goes on to the password, and 换个邮箱 comes back with it filled in. */
export const WalkEmailToPassword: Story = {
  render: (args) => <PageHarness {...args} />,
  play: async ({ canvasElement, args }) => {
    let dialog = await dialogNamed(canvasElement, m['login.titleEmail']);
    await userEvent.type(field(dialog, m['login.email']), `  ${existingEmail}{Enter}`);
    await expect(args.onSubmitEmail).toHaveBeenCalledWith(existingEmail);
    dialog = await dialogNamed(canvasElement, m['login.titlePassword']);
    await expect(within(dialog).getByDisplayValue(existingEmail)).toBeVisible();
    const password = field(dialog, m['login.password']);
    await waitFor(() => expect(password).toHaveFocus());
    await userEvent.type(password, 'xinghe123{Enter}');
    await expect(args.onLogin).toHaveBeenCalledWith('xinghe123');
    await userEvent.click(button(dialog, m['login.changeEmail']));
    dialog = await dialogNamed(canvasElement, m['login.titleEmail']);
    await expect(field(dialog, m['login.email'])).toHaveValue(existingEmail);
  },
};

/** Walk-through: a new address goes on to register; 获取验证码 starts the countdown. */
export const WalkEmailToRegister: Story = {
  render: (args) => <PageHarness {...args} />,
  play: async ({ canvasElement, args }) => {
    let dialog = await dialogNamed(canvasElement, m['login.titleEmail']);
    await userEvent.type(field(dialog, m['login.email']), `${newEmail}{Enter}`);
    dialog = await dialogNamed(canvasElement, m['login.titleRegister']);
    await userEvent.click(button(dialog, m['login.sendCode']));
    await expect(args.onSendCode).toHaveBeenCalledTimes(1);
    await expect(
      within(dialog).getByText(accountT('login.registerIntro', { email: newEmail })),
    ).toBeVisible();
    // The countdown has just started: 60 or (on a slow machine) 59 seconds to go.
    const justStarted = [60, 59].map((n) => accountT('login.resendIn', { n }));
    const resend = await waitFor(() =>
      within(dialog).getByRole('button', { name: (name) => justStarted.includes(name) }),
    );
    await expect(resend).toBeDisabled();
    await userEvent.type(field(dialog, m['login.code']), '246810');
    await userEvent.type(field(dialog, m['login.newPassword']), 'xinghe123');
    await userEvent.type(field(dialog, m['login.confirmPassword']), 'xinghe123');
    await userEvent.click(button(dialog, m['login.submitRegister']));
    await expect(args.onRegister).toHaveBeenCalledWith({ code: '246810', password: 'xinghe123' });
  },
};
