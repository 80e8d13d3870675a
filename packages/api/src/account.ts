import type { ApiClient } from './client';
import { PATHS } from './endpoints';
import type { LoginResult, User } from './types';

export type LoginRequest = { userName: string; password: string; loginOS: string; remember?: boolean };

/** Account calls: public key, login, current user, logout. */
export function accountApi(client: ApiClient) {
  return {
    publicKey: () => client.get<{ publicKey: string }>(PATHS.publicKey),
    login: (body: LoginRequest) => client.post<LoginResult>(PATHS.webLogin, body),
    info: () => client.get<User>(PATHS.userInfo),
    logout: () => client.post<null>(PATHS.logout),
  };
}
