export { InterviewWhen } from './interview-when';
export { InterviewWhere } from './interview-where';
