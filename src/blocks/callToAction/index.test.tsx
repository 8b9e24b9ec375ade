// The callToAction block's own test: its example, rendered as the prerender does.
import { testBlockExample } from '../../../tests/unit/support/blockExample';
import Block from './index';

testBlockExample('callToAction', Block);
