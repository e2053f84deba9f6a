// Every feature's resolvers in one map; each feature owns its file under features/.
import { JSONResolver } from 'graphql-scalars';
import { getCometChatToken } from './chat/chat-token-resolver.js';
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
import { getCustomPageForFrontend } from './features/custom-pages/resolvers.js';
import {
  emojiClick,
  getAllEmojisForFrontend,
  getConversionCardsForFrontend,
  trackClick,
} from './features/cards/resolvers.js';
import {
  getAllMediaLibraryCategoriesForFrontend,
  getAllMediaLibraryCategoryMediaForFrontend,
  getPageContentForFrontend,
  getPagesForFrontend,
} from './features/content/resolvers.js';
import { addFormSubmissionForFrontend, getFormForFrontend } from './features/forms/resolvers.js';
import {
  clearPoll,
  closeForm,
  closePoll,
  getPollResults,
  hideConversionCard,
  openForm,
  openPoll,
  removeWordFromWordCloud,
  showConversionCard,
} from './features/operator/resolvers.js';
import { banChatUser, deleteChatMessage, getChatReports, unbanChatUser } from './features/operator/chat-moderation.js';
import {
  exportAttendees,
  getOperator,
  getOperatorAudit,
  getOperatorCards,
  getOperatorPolls,
  operatorLogin,
  operatorLogout,
} from './features/operator/console-resolvers.js';
import { pollResultsChanged } from './features/operator/live-results.js';
import {
  getOperatorContent,
  updateCardContent,
  updatePollContent,
  updateWelcomeContent,
} from './features/operator/content/content-resolvers.js';
import { showMutations, showQueries, showSubscriptions } from './features/operator/show/index.js';
import { exportAudience, getAudience } from './features/operator/analytics/resolvers.js';
import {
  operatorLinkLogin,
  requestOperatorLoginLink,
  sendOperatorLoginLink,
} from './features/operator/login-links/resolvers.js';
import { addWordToWordCloud, getSinglePollForFrontend, placePollVoteFromFrontend } from './features/polls/resolvers.js';
import { askQuestion, getQuestions, removeQuestionUpvote, upvoteQuestion } from './features/qa/resolvers.js';
import { getStreamAccess } from './features/stream-access/resolvers.js';
import { getStream, getStreamVisitorCount, leaveStream, pingStream } from './features/stream/resolvers.js';
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
    getSinglePollForFrontend,
    getPollResults,
    getQuestions,
    getConversionCardsForFrontend,
    getAllEmojisForFrontend,
    getFormForFrontend,
    getStream,
    getStreamVisitorCount,
    getPagesForFrontend,
    getPageContentForFrontend,
    getAllMediaLibraryCategoriesForFrontend,
    getAllMediaLibraryCategoryMediaForFrontend,
    getCustomPageForFrontend,
    getCometChatToken,
    getChatReports,
    getOperator,
    getOperatorPolls,
    getOperatorCards,
    getOperatorAudit,
    exportAttendees,
    getOperatorContent,
    ...showQueries,
    getAudience,
    exportAudience,
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
    placePollVoteFromFrontend,
    addWordToWordCloud,
    askQuestion,
    upvoteQuestion,
    removeQuestionUpvote,
    openPoll,
    closePoll,
    clearPoll,
    emojiClick,
    trackClick,
    addFormSubmissionForFrontend,
    showConversionCard,
    hideConversionCard,
    closeForm,
    openForm,
    pingStream,
    leaveStream,
    deleteChatMessage,
    banChatUser,
    unbanChatUser,
    operatorLogin,
    operatorLogout,
    requestOperatorLoginLink,
    sendOperatorLoginLink,
    operatorLinkLogin,
    removeWordFromWordCloud,
    updateWelcomeContent,
    updateCardContent,
    updatePollContent,
    ...showMutations,
  },
  Subscription: { pollResultsChanged, ...showSubscriptions },
};
