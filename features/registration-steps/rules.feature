Feature: The rules of each registration step
  Each step checks its answers with the shared validation rules before anything is saved; a failed
  press moves the focus to the error summary. The clock shows 21 November 2026.

  Background:
    Given a new customer from "GB" has created an account
    And I open "/registration-name"

  Scenario Outline: Name "<first>" "<last>"
    When I answer the "name" step with:
      | first name | <first> |
      | last name  | <last>  |
    Then the "<field>" field says "<message>"
    And the focus goes to the error summary
    And I am on "/registration-name"

    Examples:
      | first  | last | field      | message                                                                  |
      |        | Ali  | first name | The first name field is required.                                        |
      | Hodan  |      | last name  | The last name field is required.                                         |
      | Hodan2 | Ali  | first name | The first name may only contain letters, spaces, hyphens and apostrophes. |
      | Hodan  | @li  | last name  | The last name may only contain letters, spaces, hyphens and apostrophes.  |

  Scenario Outline: Name "<first>" "<last>" is accepted
    When I answer the "name" step with:
      | first name | <first> |
      | last name  | <last>  |
    Then I am on "/registration-nationality"

    Examples:
      | first     | last       |
      | Anne-Marie | O'Neil    |
      | Åsa       | Söderström |
      | Cabdi     | Xasan      |

  Scenario: Nationality must be chosen
    When I answer the "name" step with:
      | first name | Hodan |
      | last name  | Ali   |
    And I answer the "nationality" step with:
      | nationality | |
    Then the "nationality" field says "The nationality field is required."

  Scenario Outline: Date of birth <date>
    When I then go to "/registration-date-of-birthday"
    And I answer the "date of birth" step with:
      | date of birth | <date> |
    Then the "date of birth" field says "<message>"

    Examples:
      | date       | message                                                              |
      |            | The date of birth field is required.                                 |
      | 31/02/1990 | The date of birth field must be in the format DD/MM/YYYY.            |
      | 1990-01-31 | The date of birth field must be in the format DD/MM/YYYY.            |
      | 22/11/2008 | Registration is not allowed if age is under 18 years old.            |
      | 20/11/1926 | The date of birth field must be between 21/11/1926 and 20/11/2026.   |
      | 21/11/2026 | The date of birth field must be between 21/11/1926 and 20/11/2026.   |

  Scenario Outline: Date of birth <date> is accepted (18 today, 100 today)
    When I then go to "/registration-date-of-birthday"
    And I answer the "date of birth" step with:
      | date of birth | <date> |
    Then I am on "/registration-reason-of-usage"
    And the draft holds:
      | dateOfBirth | "<iso>" |

    Examples:
      | date       | iso        |
      | 21/11/2008 | 2008-11-21 |
      | 21/11/1926 | 1926-11-21 |

  Scenario: A reason must be chosen
    When I then go to "/registration-reason-of-usage"
    And I answer the "reason of usage" step with:
      | reason | |
    Then the "reason" field says "The reason field is required."

  Scenario Outline: Occupation "<occupation>"
    When I then go to "/occupation"
    And I answer the "occupation" step with:
      | occupation | <occupation> |
    Then the "occupation" field says "<message>"

    Examples:
      | occupation | message                               |
      |            | The occupation field is required.     |
      | 1234       | Field must contain at least 1 letter. |
      | سائق       | Field must contain at least 1 letter. |

  Scenario: An occupation with a Latin letter is accepted
    When I then go to "/occupation"
    And I answer the "occupation" step with:
      | occupation | Bus driver 2 |
    Then I am on "/address-search"

  Scenario: The address search needs a query
    When I then go to "/address-search"
    And I answer the "address search" step with:
      | address | |
    Then the "address" field says "Please enter an address to search for."

  Scenario: The address search is unavailable: the customer enters the address manually
    When I then go to "/address-search"
    And I answer the "address search" step with:
      | address | unavailable |
    Then the search says "Address search unavailable: enter the address manually"
    When I choose to enter the address manually
    Then I am on "/address"

  Scenario Outline: Address with street "<street>", city "<city>", postcode "<postcode>"
    When I then go to "/address"
    And I answer the "address" step with:
      | street   | <street>   |
      | city     | <city>     |
      | postcode | <postcode> |
    Then the "<field>" field says "<message>"

    Examples:
      | street        | city   | postcode | field    | message                                         |
      |               | Leeds  | LS1 1AA  | street   | The street and house number field is required.  |
      | 12            | Leeds  | LS1 1AA  | street   | The street and house number must contain at least one letter. |
      | 1 High Street |        | LS1 1AA  | city     | The town or city field is required.             |
      | 1 High Street | Leeds  | --       | postcode | The postcode must contain at least one letter or digit. |

  Scenario Outline: Social security number "<ssn>" and state "<state>"
    When I then go to "/ssn"
    And I answer the "social security number" step with:
      | social security number | <ssn>   |
      | state                  | <state> |
    Then the "<field>" field says "<message>"

    Examples:
      | ssn         | state | field                  | message                                                                     |
      |             | IA    | social security number | The social security number field is required.                               |
      | 123-45-678  | IA    | social security number | Enter the 9 digits of your social security number, for example 123-45-6789. |
      | 000-12-3456 | IA    | social security number | Enter the 9 digits of your social security number, for example 123-45-6789. |
      | 123456789   |       | state                  | The state field is required.                                                |
