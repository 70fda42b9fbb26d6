/** Node-only helpers shared by the host and the mock (never imported by browser code). */
export { answerClientError } from './clientErrors';
export {
  boundConnectionsPerIp,
  DEFAULT_MAX_CONNECTIONS_PER_IP,
  DEFAULT_REQUEST_TIMEOUTS,
  requestTimeoutOptions,
  type ConnectionBound,
  type RequestTimeouts,
} from './connections';
