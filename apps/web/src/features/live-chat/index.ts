export { ChatHost } from './components/chat-host';
export { useCustomerService, type CsItem } from './hooks/use-customer-service';
export { useChatUnread } from './api/chat';
export { useChatPanel } from './stores/chat-store';
export { useOpenChat } from './hooks/use-open-chat';
