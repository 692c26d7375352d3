import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  boMessageListQuery,
  boMessageListValue,
  boSendMessageRequest,
  inboxValue,
  loginNoticeValue,
  messageIdsRequest,
  messageIdsValue,
  messageListQuery,
  messageRecipientQuery,
  messageRecipientValue,
  sentMessagesValue,
  recipientTypesValue,
  replyMessageRequest,
  sendMessageRequest,
  sendMessageValue,
  successEnvelope,
  unreadCountValue,
} from '@portal/contract';
import { ok } from '../../lib/app-error.ts';
import { memberCalls } from '../../lib/member-calls.ts';
import type { Messages } from './service.ts';

const BASE = '/wps/member/messages';

/**
 * The member's messages (`messageV2`, inventory 1.5.1, decision 0060) under `/wps/member/messages`, and
 * the original's confirmed relay paths for the inbox and the unread count.
 */
export const messageRoutes: FastifyPluginAsyncZod<{ messages: Messages }> = async (app, { messages }) => {
  const call = memberCalls(app, { tags: ['messages'], preHandler: app.requireUser });

  for (const url of [`${BASE}/inbox`, '/wps/relay/CSP_getInbox'])
    call.get(
      url,
      {
        description:
          'My inbox (INBOX3): the last 30 days unless startTime/endTime say otherwise, sort sendTime:desc|asc, page (from 1) and size. senderName null: the platform.',
        querystring: messageListQuery,
        value: inboxValue,
      },
      (r) => messages.inbox(r.tenant, r.user, r.query, r.lang),
    );
  for (const url of [`${BASE}/unread-count`, '/wps/relay/CSP_unreadCount'])
    call.get(
      url,
      { description: 'Unread messages of my inbox (its 30-day window).', value: unreadCountValue },
      (r) => messages.unreadCount(r.tenant, r.user),
    );
  call.post(
    `${BASE}/login-notice`,
    {
      description:
        'The newest unread message of the last 7 days that no login named yet, marked as named (the shell toasts it once after login); message null when none.',
      value: loginNoticeValue,
    },
    (r) => messages.loginNotice(r.tenant, r.user, r.lang),
  );
  call.post(
    `${BASE}/inbox/read`,
    {
      description: 'Mark my inbox messages read (ids of others change nothing).',
      body: messageIdsRequest,
      value: messageIdsValue,
    },
    (r) => messages.markRead(r.tenant, r.user, r.body.ids),
  );
  call.post(
    `${BASE}/inbox/delete`,
    { description: 'Delete my inbox messages.', body: messageIdsRequest, value: messageIdsValue },
    (r) => messages.deleteInbox(r.tenant, r.user, r.body.ids),
  );
  call.get(
    `${BASE}/outbox`,
    {
      description:
        'What I sent (OUTBOX3): the last 7 days unless startTime/endTime say otherwise, with read counts (hidden for send type 5).',
      querystring: messageListQuery,
      value: sentMessagesValue,
    },
    (r) => messages.outbox(r.tenant, r.user, r.query),
  );
  call.post(
    `${BASE}/outbox/delete`,
    {
      description: 'Remove messages from my outbox (recipients keep theirs).',
      body: messageIdsRequest,
      value: messageIdsValue,
    },
    (r) => messages.deleteOutbox(r.tenant, r.user, r.body.ids),
  );
  call.get(
    `${BASE}/recipient-types`,
    {
      description:
        'Send types I may use (SENDMAIL3): agents 1 specific downlines, 2 all downline, 3 direct agents, 4 direct members; 5 my upline agent when I have one. Empty: no compose.',
      value: recipientTypesValue,
    },
    (r) => messages.recipientTypes(r.tenant, r.user),
  );
  call.get(
    `${BASE}/recipients`,
    {
      description: 'The downline picker of send type 1: usernames of my downline containing the search text.',
      querystring: messageRecipientQuery,
      value: messageRecipientValue,
    },
    (r) => messages.recipients(r.tenant, r.user, r.query.search),
  );
  call.post(
    `${BASE}/send`,
    {
      description:
        'Send a message (plain text): recipients (usernames, type 1 only; each in my downline, agent.downline.not.found otherwise), sendType, subject, content. At most 5 a minute. Each recipient gets a live `inbox` push.',
      body: sendMessageRequest,
      value: sendMessageValue,
    },
    (r) => messages.send(r.tenant, r.user, r.body),
  );
  call.post(
    `${BASE}/reply`,
    {
      description: "Answer a message of my inbox: it goes to the message's sender (not to the platform's).",
      body: replyMessageRequest,
      value: sendMessageValue,
    },
    (r) => messages.reply(r.tenant, r.user, r.body),
  );
};

const tags = ['back office'];

/** Back office: the platform's messages to members (issue 18). */
export const messageAdminRoutes: FastifyPluginAsyncZod<{ messages: Messages }> = async (
  app,
  { messages },
) => {
  app.get(
    '/bo/v1/messages',
    {
      config: { permission: 'messages.read' },
      schema: {
        tags,
        description: "The platform's messages of the merchant, newest first, with recipient and read counts.",
        querystring: boMessageListQuery,
        response: { 200: successEnvelope(boMessageListValue) },
      },
    },
    async (request) => ok(await messages.boList(request.tenant, request.query.page, request.query.pageSize)),
  );
  app.post(
    '/bo/v1/messages',
    {
      config: { permission: 'messages.send', audit: 'messages.send' },
      schema: {
        tags,
        description:
          'Send a platform message to one member (username), every member or every agent of the merchant.',
        body: boSendMessageRequest,
        response: { 200: successEnvelope(sendMessageValue) },
      },
    },
    async (request) => {
      const sent = await messages.boSend(request.tenant, request.staff.id, request.body);
      request.auditChange = {
        target: `message:${sent.id}`,
        after: { ...request.body, recipientCount: sent.recipientCount },
      };
      return ok(sent);
    },
  );
};
