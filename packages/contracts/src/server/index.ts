/** Node-only helpers shared by the host and the mock (never imported by browser code). */
export { answerClientError } from './clientErrors';
