// Every test file starts with the site file in the default language loaded, as a page of the app
// starts once its language's is (src/shell/pageLoading.ts): components drawn on their own read it.
import { loadSiteIn } from '../../../src/ui/locale';

await loadSiteIn();
