import { describe } from 'vitest';
import { runChatServiceContract, type ContractClient } from './chat-service-contract';
import { createInMemoryChat } from './in-memory-chat';

const LIMITS = { maxTextLength: 200, maxImageBytes: 64 * 1024 };

describe('the in-memory chat provider', () => {
  runChatServiceContract('in-memory', async () => {
    const chat = createInMemoryChat(LIMITS);
    const clients: ContractClient[] = [];
    return {
      invalidToken: 'not-a-token',
      ...LIMITS,
      capabilities: {
        groups: true,
        groupAdministration: true,
        moderation: true,
        extensions: true,
        calls: false,
        translation: false,
        smartReplies: false,
        linkPreviews: false,
      },
      async login(count) {
        const logged: ContractClient[] = [];
        for (let index = 0; index < count; index += 1) {
          const { service, token } = chat.register();
          await service.init({});
          logged.push({ service, user: await service.login(token) });
        }
        clients.push(...logged);
        return logged;
      },
      async cleanup() {
        await Promise.all(clients.map((client) => client.service.logout()));
      },
    };
  });
});
