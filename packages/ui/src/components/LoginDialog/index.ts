export {
  LoginDialog,
  type LoginDialogProps,
  type LoginStep,
  type LoginCodeInput,
} from './LoginDialog';
export { emailProblem, passwordProblem, codeProblem } from './loginRules';
