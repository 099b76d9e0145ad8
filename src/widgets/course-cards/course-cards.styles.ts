import { COURSE_STYLES } from '../../core/ui/course-card.styles';
import { LIST_STYLES } from '../../core/ui/shared-styles';

export const courseCardsStyles = `
${LIST_STYLES}
${COURSE_STYLES}
`;
