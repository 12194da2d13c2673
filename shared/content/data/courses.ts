/**
 * Learn page courses (SPEC §2.14, §3 "Course"): ids, titles, prices, durations and offer
 * badges exactly as SPEC lists them.
 */
import type { Course } from '../schema.js';

export const courses: Course[] = [
  {
    id: 1,
    title: 'Full Stack Development (MERN)',
    subtitle: 'Build and deploy complete web applications with MongoDB, Express, React and Node.js.',
    price: '₹19,999',
    duration: '3 Months',
    details: [
      'Syllabus: HTML, CSS and modern JavaScript; React with hooks and routing; REST APIs with Node.js and Express; MongoDB data modelling; authentication, testing and deployment.',
      'Format: live, instructor-led classes at our Gopalapuram studio or online, with every session recorded for revision.',
      'Schedule: weekday evening batch (Monday, Wednesday and Friday, 7:00 PM - 9:00 PM) or weekend batch (Saturday and Sunday, 10:00 AM - 1:00 PM).',
      'Capstone project: a full web application built in a small team and reviewed by our developers, ready for your portfolio.',
      'No prior coding experience needed; bring a laptop with at least 8 GB of RAM.',
      'Certificate of completion, plus a CV review and mock technical interviews in the final week.',
    ],
    offer: '20% OFF',
  },
  {
    id: 2,
    title: 'Python & AI Basics',
    subtitle: 'Learn Python from scratch and take your first practical steps in data, machine learning and generative AI.',
    price: '₹14,999',
    duration: '2 Months',
    details: [
      'Syllabus: Python fundamentals, working with files and data in pandas, charts and visualisation, an introduction to machine learning with scikit-learn, and using AI models through APIs with good prompt design.',
      'Format: live online classes with hands-on notebooks, weekly assignments and doubt-clearing sessions.',
      'Schedule: weekend batch (Saturday and Sunday, 10:00 AM - 1:00 PM) or weekday evening batch (Tuesday and Thursday, 7:00 PM - 9:00 PM).',
      'Projects: a data analysis of a real Tamil Nadu dataset and a small AI assistant you build and present in the final class.',
      'A session on responsible AI: privacy, bias and checking the output of AI tools before you rely on it.',
      'Certificate of completion for learners who submit all assignments and the final project.',
    ],
    offer: '15% OFF',
  },
  {
    id: 3,
    title: 'UI/UX Design',
    subtitle: 'Design clear, usable apps and websites, from user research to a clickable prototype in Figma.',
    price: '₹12,499',
    duration: '2.5 Months',
    details: [
      'Syllabus: user research and personas, information architecture, wireframing, visual design and typography, design systems, accessibility and usability testing.',
      'Format: studio-style classes taught by our working designers, in person at Gopalapuram or live online, with one-to-one feedback on every assignment.',
      'Schedule: weekend batch (Saturday and Sunday, 2:00 PM - 5:00 PM), with optional portfolio clinics on alternate Wednesdays.',
      'Portfolio: two complete case studies, one app and one website, taken from research to a tested Figma prototype.',
      'Tools: Figma, FigJam and simple prototyping; a free Figma account is all you need.',
      'Certificate of completion and a portfolio review with our Creative Director.',
    ],
    offer: '25% OFF',
  },
];
