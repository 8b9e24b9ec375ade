// The comingSoon block's own test: its example, rendered as the prerender does.
import { testExampleMatchesSnapshot } from '../../../tests/unit/support/blockExample';
import Block from './index';

testExampleMatchesSnapshot('comingSoon', Block);
