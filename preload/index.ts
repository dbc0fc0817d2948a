/** The preload: exposes the bridge as `window.claimdesk`, and nothing else. */
import { contextBridge, ipcRenderer } from 'electron';
import { BRIDGE_KEY } from '../shared/bridge';
import { createBridge } from './bridge';

contextBridge.exposeInMainWorld(BRIDGE_KEY, createBridge(ipcRenderer));
