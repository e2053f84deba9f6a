// Every feature's resolvers in one map; each feature owns its file under features/.
import { JSONResolver } from 'graphql-scalars';
import {
  customerLogin,
  customerLoginLinkLogin,
  customerLogout,
  customerParentEventLogin,
  customerPasswordLogin,
  getCustomerLoginStatus,
} from './features/accounts/login-resolvers.js';
import {
  deleteCurrentCustomer,
  resetCustomerPassword,
  setCustomerPassword,
} from './features/accounts/password-resolvers.js';
import {
  activateCustomer,
  checkInvite,
  register,
  registerCustomer,
  resendCustomerActivation,
} from './features/accounts/registration-resolvers.js';
import { customerAnonymousLogin, getCurrentCustomer } from './features/customers/resolvers.js';
import { getStreamAccess } from './features/stream-access/resolvers.js';
import { track } from './features/tracking/resolvers.js';
import { getWelcome } from './features/welcome/resolvers.js';
import type { Resolvers } from './schema/resolvers.generated.js';

export const resolvers: Resolvers = {
  JSON: JSONResolver,
  Query: {
    getWelcome,
    getStreamAccess,
    getCurrentCustomer,
    customerAnonymousLogin,
    getCustomerLoginStatus,
    checkInvite,
    customerLogin,
    customerPasswordLogin,
    customerParentEventLogin,
  },
  Mutation: {
    track,
    registerCustomer,
    register,
    resendCustomerActivation,
    activateCustomer,
    resetCustomerPassword,
    setCustomerPassword,
    deleteCurrentCustomer,
    customerLogout,
    customerLoginLinkLogin,
  },
};
