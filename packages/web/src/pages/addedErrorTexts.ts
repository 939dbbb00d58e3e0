import { addedErrorsEn, addedErrorsNe, addErrorTables } from '@tasbir/shared';

// The refusals only pages loaded on demand meet (payments, a booking's advance and balance,
// galleries) are kept out of the home page's tables; importing this module, from those pages' text
// modules, adds them.
addErrorTables(addedErrorsEn, addedErrorsNe);
