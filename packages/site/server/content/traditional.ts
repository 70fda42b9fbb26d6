/** The host's Simplified → Traditional converter for zh-TW heads (see src/content/traditional.ts). */
import { ConverterFactory } from 'opencc-js/core';
import fromCn from 'opencc-js/from/cn';
import toTw from 'opencc-js/to/tw';

export const toTraditional = ConverterFactory(fromCn, toTw);
