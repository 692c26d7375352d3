import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  boChatAgentsValue,
  boChatAssignRequest,
  boChatDetailValue,
  boChatIdParams,
  boChatListQuery,
  boChatListValue,
  chatCloseRequest,
  chatRateRequest,
  chatSendRequest,
  chatUnreadValue,
  csEntriesQuery,
  csEntriesValue,
  memberChatValue,
  successEnvelope,
} from '@portal/contract';
import { ok } from '../../lib/app-error.ts';
import { memberCalls } from '../../lib/member-calls.ts';
import type { LiveChat } from './chat.ts';
import type { CustomerService } from './service.ts';

const CHAT = '/wps/member/chat';

/**
 * Customer service for members (decision 0066): the entries of a position (VIP routing, type 3 addresses
 * sealed for the session) and the built-in live chat. Relay names of the original: the customer-service
 * script (`WPSCORE_getCustomerServiceScript`), the chat's launch and unread count (`CBS_launchChat`,
 * `CBS_unreadCount`).
 */
export const customerServiceRoutes: FastifyPluginAsyncZod<{ cs: CustomerService; chat: LiveChat }> = async (
  app,
  { cs, chat },
) => {
  const call = memberCalls(app, { tags: ['customer service'], preHandler: app.requireUser });
  for (const url of ['/wps/member/customer-service', '/wps/relay/WPSCORE_getCustomerServiceScript'])
    call.get(
      url,
      {
        description:
          "My customer-service entries (of one csPosition, or all): type 1 built-in chat, 2 link, 3 address sealed with AES-256-GCM under `key` (this session's). A member with rankLevel above 4 gets the VIP entries instead of the chat.",
        querystring: csEntriesQuery,
        value: csEntriesValue,
      },
      (r) => cs.memberEntries(r.tenant, r.user, r.query.position),
    );
  for (const url of [CHAT, '/wps/relay/CBS_launchChat'])
    call.get(
      url,
      {
        description:
          'My live chat: the open conversation (else the last one) with its history; reads the replies.',
        value: memberChatValue,
      },
      (r) => chat.memberChat(r.tenant, r.user),
    );
  for (const url of [`${CHAT}/unread`, '/wps/relay/CBS_unreadCount'])
    call.get(
      url,
      { description: 'Replies I have not read in my open conversation.', value: chatUnreadValue },
      (r) => chat.unread(r.user),
    );
  call.post(
    `${CHAT}/messages`,
    {
      description: `Write to customer service (plain text, 1-1000 characters, at most 20 a minute); opens a conversation waiting for an agent when none is open.`,
      body: chatSendRequest,
      value: memberChatValue,
    },
    (r) => chat.send(r.tenant, r.user, r.body.text),
  );
  call.post(
    `${CHAT}/close`,
    {
      description: 'End my open conversation, optionally rating it 1-5.',
      body: chatCloseRequest,
      value: memberChatValue,
    },
    (r) => chat.memberClose(r.tenant, r.user, r.body.rating),
  );
  call.post(
    `${CHAT}/rate`,
    {
      description: 'Rate one of my closed conversations 1-5.',
      body: chatRateRequest,
      value: memberChatValue,
    },
    (r) => chat.rate(r.tenant, r.user, r.body.conversationId, r.body.rating),
  );
};

const tags = ['back office'];

/** The back office's live-chat console (chat.read, chat.reply; assign and close audited). */
export const liveChatAdminRoutes: FastifyPluginAsyncZod<{ chat: LiveChat }> = async (app, { chat }) => {
  app.get(
    '/bo/v1/live-chat',
    {
      config: { permission: 'chat.read' },
      schema: {
        tags,
        description:
          'Conversations of the merchant: view=queue (waiting first, VIP first, oldest first; then active) or history (newest first) by member username and creation day (merchant time zone).',
        querystring: boChatListQuery,
        response: { 200: successEnvelope(boChatListValue) },
      },
    },
    async (request) => ok(await chat.boList(request.tenant, request.query)),
  );
  app.get(
    '/bo/v1/live-chat/agents',
    {
      config: { permission: 'chat.read' },
      schema: {
        tags,
        description: 'Staff who may be assigned conversations (they hold chat.reply).',
        response: { 200: successEnvelope(boChatAgentsValue) },
      },
    },
    async (request) => ok(await chat.agents(request.tenant)),
  );
  app.get(
    '/bo/v1/live-chat/:id',
    {
      config: { permission: 'chat.read' },
      schema: {
        tags,
        description: 'One conversation with its messages.',
        params: boChatIdParams,
        response: { 200: successEnvelope(boChatDetailValue) },
      },
    },
    async (request) => ok(await chat.boDetail(request.tenant, request.staff, request.params.id)),
  );
  app.post(
    '/bo/v1/live-chat/:id/assign',
    {
      config: { permission: 'chat.reply', audit: 'chat.assign' },
      schema: {
        tags,
        description: 'Take a waiting conversation (no staffId), or assign an open one to a staff member.',
        params: boChatIdParams,
        body: boChatAssignRequest,
        response: { 200: successEnvelope(boChatDetailValue) },
      },
    },
    async (request) => {
      const result = await chat.assign(
        request.tenant,
        request.staff,
        request.params.id,
        request.body.staffId,
      );
      request.auditChange = {
        target: `chat:${request.params.id}`,
        before: { status: result.before.status, staffId: result.before.staffId },
        after: { status: result.detail.row.status, staffId: result.detail.row.staffId },
      };
      return ok(result.detail);
    },
  );
  app.post(
    '/bo/v1/live-chat/:id/messages',
    {
      config: { permission: 'chat.reply' },
      schema: {
        tags,
        description: 'Reply (plain text). A waiting conversation is taken by the one who answers it.',
        params: boChatIdParams,
        body: chatSendRequest,
        response: { 200: successEnvelope(boChatDetailValue) },
      },
    },
    async (request) =>
      ok(await chat.reply(request.tenant, request.staff, request.params.id, request.body.text)),
  );
  app.post(
    '/bo/v1/live-chat/:id/close',
    {
      config: { permission: 'chat.reply', audit: 'chat.close' },
      schema: {
        tags,
        description: 'Close an open conversation.',
        params: boChatIdParams,
        response: { 200: successEnvelope(boChatDetailValue) },
      },
    },
    async (request) => {
      const result = await chat.boClose(request.tenant, request.staff, request.params.id);
      request.auditChange = {
        target: `chat:${request.params.id}`,
        before: { status: result.before.status, staffId: result.before.staffId },
        after: { status: 'CLOSED' },
      };
      return ok(result.detail);
    },
  );
};
