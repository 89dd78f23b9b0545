/**
 * The benchmarks ask many questions as one guest from 127.0.0.1, many a second: a server they
 * start gets no free-message limit and no pace limit.
 */
export const NO_GUEST_LIMITS = {
  GUEST_MESSAGE_LIMIT: '1000000',
  GUEST_ADDRESS_MESSAGE_LIMIT: '1000000',
  CHAT_BURST_MESSAGES: '1000000',
  CHAT_MESSAGES_PER_MINUTE: '1000000',
};
