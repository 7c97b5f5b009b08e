export { InterviewWhen } from './interview-when';
