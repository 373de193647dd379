import type { ComponentType } from 'react';
import type { ServiceIdentifier } from 'inversify';

/**
 * What a live-chat adapter needs on the page: the sandbox vendor's chat window (a dialog framing
 * its page); unbound for a vendor whose own script draws its widget.
 */
export const LiveChatWidget = Symbol('LiveChatWidget') as ServiceIdentifier<ComponentType>;
