import type { SubjectCategory } from '@polymath/shared';

export const BUSINESS: SubjectCategory = {
  description:
    'Starting, running and growing organisations: management, marketing, accounting and projects.',
  subjects: {
    'introduction-to-business': {
      title: 'Introduction to Business',
      description:
        'How businesses are organised and run: forms of ownership, management, marketing, finance and ethics.',
      difficulty: 'beginner',
      estimatedTime: '6-8 weeks',
      topics: ['business', 'companies', 'business models', 'business ethics'],
      sources: [
        {
          type: 'textbook',
          name: 'OpenStax Introduction to Business',
          description: 'Free, peer-reviewed textbook for an introductory business course.',
          url: 'https://openstax.org/details/books/introduction-business',
        },
        {
          type: 'government',
          name: 'U.S. Small Business Administration Business Guide',
          description:
            'Step-by-step guidance on planning, launching and managing a small business.',
          url: 'https://www.sba.gov/business-guide',
        },
      ],
    },
    marketing: {
      title: 'Marketing',
      description:
        'Understand customers, segment markets, position products and plan pricing, promotion and distribution, online and off.',
      difficulty: 'beginner',
      estimatedTime: '4-6 weeks',
      topics: [
        'marketing',
        'branding',
        'advertising',
        'market research',
        'pricing',
        'digital marketing',
      ],
      sources: [
        {
          type: 'textbook',
          name: 'OpenStax Principles of Marketing',
          description: 'Free textbook for a one-semester principles of marketing course.',
          url: 'https://openstax.org/details/books/principles-marketing',
        },
        {
          type: 'government',
          name: 'FTC Advertising and Marketing Guidance',
          description:
            'U.S. Federal Trade Commission guidance on truthful advertising and marketing rules.',
          url: 'https://www.ftc.gov/business-guidance/advertising-marketing',
        },
      ],
    },
    'management-and-organizational-behavior': {
      title: 'Management and Organizational Behavior',
      description:
        'Plan, organise, lead and control: how managers make decisions and how people and teams behave at work.',
      difficulty: 'intermediate',
      estimatedTime: '6-8 weeks',
      topics: ['management', 'leadership', 'teamwork', 'decision making', 'organizational culture'],
      sources: [
        {
          type: 'textbook',
          name: 'OpenStax Principles of Management',
          description: 'Free textbook for an introductory management course.',
          url: 'https://openstax.org/details/books/principles-management',
        },
        {
          type: 'textbook',
          name: 'OpenStax Organizational Behavior',
          description: 'Free textbook on motivation, teams, leadership and organizational culture.',
          url: 'https://openstax.org/details/books/organizational-behavior',
        },
      ],
    },
    'financial-accounting': {
      title: 'Financial Accounting',
      description:
        'Record transactions and read the balance sheet, income statement and cash flow statement.',
      difficulty: 'intermediate',
      estimatedTime: '8-10 weeks',
      topics: ['accounting', 'bookkeeping', 'balance sheets', 'income statements', 'cash flow'],
      sources: [
        {
          type: 'textbook',
          name: 'OpenStax Principles of Accounting, Volume 1: Financial Accounting',
          description: 'Free textbook for an introductory financial accounting course.',
          url: 'https://openstax.org/details/books/principles-financial-accounting',
        },
        {
          type: 'textbook',
          name: 'OpenStax Principles of Accounting, Volume 2: Managerial Accounting',
          description: 'Free textbook on costing, budgeting and decision-making inside a firm.',
          url: 'https://openstax.org/details/books/principles-managerial-accounting',
        },
        {
          type: 'professional',
          name: 'IFRS Foundation',
          description: 'The body that sets the International Financial Reporting Standards.',
          url: 'https://www.ifrs.org/',
        },
      ],
    },
    entrepreneurship: {
      title: 'Entrepreneurship',
      description:
        'Find and test a business idea, write a business plan, fund it and build a team around it.',
      difficulty: 'intermediate',
      estimatedTime: '6-8 weeks',
      topics: ['entrepreneurship', 'startups', 'business plans', 'fundraising', 'small business'],
      prerequisites: ['introduction-to-business', 'marketing'],
      sources: [
        {
          type: 'textbook',
          name: 'OpenStax Entrepreneurship',
          description:
            'Free textbook on the entrepreneurial mindset, opportunity and business models.',
          url: 'https://openstax.org/details/books/entrepreneurship',
        },
        {
          type: 'course',
          name: 'Y Combinator Startup School',
          description:
            'Free online course and video library for founders from the startup accelerator Y Combinator.',
          url: 'https://www.startupschool.org/',
        },
      ],
    },
    'project-management': {
      title: 'Project Management',
      description:
        'Scope, schedule, budget and risk, and the agile practices teams use to deliver work in short iterations.',
      difficulty: 'advanced',
      estimatedTime: '6-8 weeks',
      topics: ['project management', 'agile', 'scrum', 'scheduling', 'risk management'],
      sources: [
        {
          type: 'official',
          name: 'The Scrum Guide',
          description:
            'The official definition of Scrum by its creators, Ken Schwaber and Jeff Sutherland.',
          url: 'https://scrumguides.org/',
        },
        {
          type: 'tutorial',
          name: 'Atlassian Agile Coach',
          description: 'Free guides to agile, scrum, kanban and project management practices.',
          url: 'https://www.atlassian.com/agile',
        },
        {
          type: 'professional',
          name: 'Project Management Institute',
          description:
            'Professional association for project managers, publisher of the PMBOK Guide and the PMP certification.',
          url: 'https://www.pmi.org/',
        },
      ],
    },
  },
};
