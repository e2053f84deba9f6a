import type { Server } from 'node:http';

export interface HostUser {
  id: string;
  name: string;
  avatar?: string;
}

export declare const HOST_USERS: { ada: HostUser; grace: HostUser };

export declare function createChatHost(options: {
  foyerUrl: string;
  serverKey: string;
  tokenSeconds?: number;
  widgetSettings?: Record<string, unknown>;
}): Server;
