import type { SubjectCategory } from '@polymath/shared';

export const ECONOMICS_AND_FINANCE: SubjectCategory = {
  description:
    'How people, firms and governments use scarce resources, and how money, markets and personal finances work.',
  subjects: {
    microeconomics: {
      title: 'Microeconomics',
      description:
        'Supply and demand, prices, consumer choice, firms and market structures, and when markets fail.',
      difficulty: 'beginner',
      estimatedTime: '6-8 weeks',
      topics: [
        'economics',
        'supply and demand',
        'prices',
        'market structures',
        'market failure',
        'consumer choice',
      ],
      sources: [
        {
          type: 'textbook',
          name: 'OpenStax Principles of Microeconomics 3e',
          description: 'Free, peer-reviewed introductory microeconomics textbook.',
          url: 'https://openstax.org/details/books/principles-microeconomics-3e',
        },
        {
          type: 'course',
          name: 'MIT 14.01 Principles of Microeconomics',
          description:
            'MIT OpenCourseWare course with lecture videos by Jonathan Gruber and problem sets.',
          url: 'https://ocw.mit.edu/courses/14-01-principles-of-microeconomics-fall-2018/',
        },
        {
          type: 'video',
          name: 'Khan Academy Microeconomics',
          description:
            'Video lessons and practice on supply, demand, elasticity and market structures.',
          url: 'https://www.khanacademy.org/economics-finance-domain/microeconomics',
        },
      ],
    },
    'personal-finance': {
      title: 'Personal Finance',
      description:
        'Budgeting, saving, credit, debt, insurance and planning for retirement, with tools to avoid common traps.',
      difficulty: 'beginner',
      estimatedTime: '2-4 weeks',
      topics: ['personal finance', 'budgeting', 'saving', 'credit', 'debt', 'retirement planning'],
      sources: [
        {
          type: 'government',
          name: 'Consumer Financial Protection Bureau',
          description:
            'U.S. agency with plain-language guides on credit, loans, mortgages and money management.',
          url: 'https://www.consumerfinance.gov/',
        },
        {
          type: 'course',
          name: 'Khan Academy Personal Finance',
          description: 'Lessons on saving, budgeting, credit, taxes and investing.',
          url: 'https://www.khanacademy.org/college-careers-more/personal-finance',
        },
      ],
    },
    macroeconomics: {
      title: 'Macroeconomics',
      description:
        'The economy as a whole: output, growth, unemployment, inflation, money, and fiscal and monetary policy.',
      difficulty: 'intermediate',
      estimatedTime: '6-8 weeks',
      topics: [
        'inflation',
        'unemployment',
        'gdp',
        'economic growth',
        'monetary policy',
        'fiscal policy',
      ],
      prerequisites: ['microeconomics'],
      sources: [
        {
          type: 'textbook',
          name: 'OpenStax Principles of Macroeconomics 3e',
          description: 'Free, peer-reviewed introductory macroeconomics textbook.',
          url: 'https://openstax.org/details/books/principles-macroeconomics-3e',
        },
        {
          type: 'government',
          name: 'Federal Reserve Education',
          description:
            'Lessons and resources on money, banking and monetary policy from the U.S. Federal Reserve.',
          url: 'https://www.federalreserveeducation.org/',
        },
        {
          type: 'reference',
          name: 'FRED Economic Data',
          description:
            'Hundreds of thousands of economic time series from the Federal Reserve Bank of St. Louis.',
          url: 'https://fred.stlouisfed.org/',
        },
      ],
    },
    'investing-fundamentals': {
      title: 'Investing Fundamentals',
      description:
        'Stocks, bonds and funds, risk and return, diversification and fees, and how to check an investment professional.',
      difficulty: 'intermediate',
      estimatedTime: '3-4 weeks',
      topics: ['investing', 'stocks', 'bonds', 'index funds', 'diversification', 'stock market'],
      prerequisites: ['personal-finance'],
      sources: [
        {
          type: 'government',
          name: 'Investor.gov',
          description: 'Investor education from the U.S. Securities and Exchange Commission.',
          url: 'https://www.investor.gov/',
        },
        {
          type: 'course',
          name: 'MIT 15.401 Finance Theory I',
          description:
            'MIT OpenCourseWare course with lecture videos on valuation, risk and capital markets.',
          url: 'https://ocw.mit.edu/courses/15-401-finance-theory-i-fall-2008/',
        },
        {
          type: 'professional',
          name: 'CFA Institute',
          description:
            'Global association of investment professionals, known for the CFA charter and ethics standards.',
          url: 'https://www.cfainstitute.org/',
        },
      ],
    },
    econometrics: {
      title: 'Econometrics',
      description:
        'Estimate economic relationships from data with regression, deal with bias and causality, and model time series.',
      difficulty: 'advanced',
      estimatedTime: '10-12 weeks',
      topics: [
        'econometrics',
        'regression analysis',
        'causal inference',
        'time series',
        'economic data',
      ],
      prerequisites: ['statistics-and-probability', 'microeconomics'],
      sources: [
        {
          type: 'textbook',
          name: 'Introduction to Econometrics with R',
          description:
            'Free online companion book with R code for a standard introductory econometrics course.',
          url: 'https://www.econometrics-with-r.org/',
        },
        {
          type: 'practice',
          name: 'FRED Economic Data',
          description: 'Download real macroeconomic series to practise estimation and forecasting.',
          url: 'https://fred.stlouisfed.org/',
        },
      ],
    },
  },
};
