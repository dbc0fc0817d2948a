import type english from '../en/rules';
import type { Translation } from '../../catalogues';

export default {} satisfies Translation<typeof english>;
