/** The bridge, and nothing else: `window.claimdesk` with one typed call. */
import { contextBridge, ipcRenderer } from 'electron';
import { BRIDGE_CHANNELS, BRIDGE_KEY, type ClaimdeskBridge } from '../shared/bridge';
import type { CoreStatus } from '../shared/core-status';

const bridge = {
  status: () => ipcRenderer.invoke(BRIDGE_CHANNELS.status) as Promise<CoreStatus>,
} satisfies ClaimdeskBridge;

contextBridge.exposeInMainWorld(BRIDGE_KEY, bridge);
