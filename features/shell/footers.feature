Feature: The legal footer per country and state
  A legal footer says who provides the service (spec 02 section 1): customers in the EEA deal
  with the EEA entity, customers in the United Kingdom and Canada with the other one. US customers
  see the US billing address and their state's text: Iowa, Minnesota, Nebraska, North Dakota,
  South Dakota and Wisconsin have their own text (with the state's name) and their own legal-link
  suffix; every other state and DC the generic US text (spec 01 sections 3 and 9). The terms and
  the privacy policy are the service locator's documents of the country.

  Scenario Outline: A customer from <country>
    Given a customer from <country>
    And I am signed in
    Then the footer names the <entity>
    And the footer's legal links are the terms and the privacy policy of "<code>"

    Examples:
      | country            | entity                          | code |
      | Sweden             | EEA entity                      | se   |
      | Belgium            | EEA entity                      | be   |
      | Norway             | EEA entity                      | no   |
      | Croatia            | EEA entity                      | hr   |
      | Switzerland        | EEA entity                      | ch   |
      | the United Kingdom | entity of the UK and Canada     | gb   |
      | Canada             | entity of the UK and Canada     | ca   |

  Scenario: An Iowa customer: the billing address, Iowa's own text and Iowa's legal links
    Given a customer from the United States living in Iowa
    And I am signed in
    Then the footer shows the US billing address
    And the footer says "Sahan Money’s US entity is licensed as a money transmitter by the Iowa banking regulator. Complaints may be filed with the Iowa Division of Banking."
    And the footer's legal links are the terms and the privacy policy of "us" ending in "-iowa"

  Scenario: A Texas customer: the billing address and the generic US text
    Given a customer from the United States living in Texas
    And I am signed in
    Then the footer shows the US billing address
    And the footer says "Money transmission services in the United States are provided by Sahan Money’s US entity, a licensed money transmitter."
    And the footer's legal links are the terms and the privacy policy of "us"

  Scenario Outline: A US customer in <state>
    Given a new customer from the United States living in "<state>"
    And I am signed in
    Then the footer shows the US billing address
    And the footer has <text>
    And the footer's legal links are <links>

    Examples:
      | state                | text                          | links                                                                   |
      | District of Columbia | the generic US text           | the terms and the privacy policy of "us"                                |
      | New York             | the generic US text           | the terms and the privacy policy of "us"                                |
      | Minnesota            | Minnesota's own text          | the terms and the privacy policy of "us" ending in "-minnesota"         |
      | Nebraska             | Nebraska's own text           | the terms and the privacy policy of "us" ending in "-nebraska"          |
      | North Dakota         | North Dakota's own text       | the terms and the privacy policy of "us" ending in "-north-dakota"      |
      | South Dakota         | South Dakota's own text       | the terms and the privacy policy of "us" ending in "-south-dakota"      |
      | Wisconsin            | Wisconsin's own text          | the terms and the privacy policy of "us" ending in "-wisconsin"         |

  Scenario: The footer texts are translated, the state's name in them
    Given a customer from the United States living in Iowa
    And I am signed in
    Then in Swedish the footer says "Sahan Moneys amerikanska bolag har licens som penningöverförare från bankmyndigheten i Iowa. Klagomål kan lämnas till bankavdelningen i Iowa (Division of Banking)."
    And in Somali the footer's text names "Iowa"
