import { type AssignCourses, assignCoursesSchema } from '@elearn/contracts';
import { zodValidate } from '@elearn/ui';

export const emptyAssignment = (): AssignCourses => ({ courses: [], instructors: [] });

/** Both lists are required ('Courses List field is required!', 'Instructors List field is required!'). */
export const validateAssignment = zodValidate(assignCoursesSchema);
