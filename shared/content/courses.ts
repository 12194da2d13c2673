/** Courses on /learn (SPEC §2.14, §3 "Course"). */
import { courses as courseData } from './data/courses.js';
import type { Course } from './schema.js';

export const courses: readonly Course[] = courseData;
