// Types of jest-dom's matchers (toBeInTheDocument…), loaded at run time by the jest setup.
import '@testing-library/jest-dom';
